/**
 * The words of the sell questionnaire: a text in each site's language (`Words`, so a language
 * left out does not compile), the questions and options written with them, and their
 * localization into the contract's `SellQuestion` for one site.
 */
import type { Country } from '@refurb/shared-contracts';
import type { SellQuestion, SellQuestionOption } from '@refurb/shared-contracts/api/sell';

export type SellLanguage = 'ro' | 'bg' | 'hu' | 'el';
export type Words = Readonly<Record<SellLanguage, string>>;

/** The site's language (`countryConfig(country).language`, typed): the Greek site writes `el`. */
export const SELL_LANGUAGE: Readonly<Record<Country, SellLanguage>> = {
  ro: 'ro',
  bg: 'bg',
  hu: 'hu',
  gr: 'el',
};

export type SellQuestionKey =
  'powersOn' | 'screen' | 'body' | 'battery' | 'defects' | 'accessories' | 'accountLock';

export interface OptionText {
  readonly key: string;
  readonly label: Words;
  readonly help?: Words;
}

export interface QuestionText {
  readonly key: SellQuestionKey;
  readonly kind: 'single' | 'multi';
  readonly label: Words;
  readonly help?: Words;
  readonly options: readonly OptionText[];
  readonly showWhen?: { readonly question: SellQuestionKey; readonly anyOf: readonly string[] };
}

/** The battery and defects are asked only of a device that powers on. */
export const whenPowersOn = { question: 'powersOn', anyOf: ['yes'] } as const;

export const option = (key: string, label: Words, help?: Words): OptionText =>
  help ? { key, label, help } : { key, label };

const localizeOption = (text: OptionText, language: SellLanguage): SellQuestionOption => ({
  key: text.key,
  label: text.label[language],
  ...(text.help ? { help: text.help[language] } : {}),
});

/** One question in one language, as the contract has it. */
export const localize = (text: QuestionText, language: SellLanguage): SellQuestion => ({
  key: text.key,
  kind: text.kind,
  label: text.label[language],
  ...(text.help ? { help: text.help[language] } : {}),
  options: text.options.map((o) => localizeOption(o, language)),
  ...(text.showWhen
    ? { showWhen: { question: text.showWhen.question, anyOf: [...text.showWhen.anyOf] } }
    : {}),
});
