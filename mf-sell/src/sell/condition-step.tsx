/**
 * Step 2: the condition questions for the device's category, as the sell service asks them in the
 * site's language. A question that depends on an earlier answer appears when it applies (a device
 * that does not power on is not asked about its battery). Going on with a question unanswered
 * marks each such question and says how many are left.
 */
import { modelTitle } from '@refurb/shared-contracts';
import { type SellQuestion } from '@refurb/shared-contracts/api/sell';
import { answerProblems, visibleQuestions } from '@refurb/shared-contracts/sell';
import { RetryAlert } from '@refurb/web-kit';
import { useSellI18n } from '../i18n/i18n';
import { StepHeading } from './step-heading';
import { useSell, useSellActor } from './sell-actor-context';
import { chosenModel } from './sell.machine';

function Question({
  question,
  answer,
  missing,
}: {
  readonly question: SellQuestion;
  readonly answer: unknown;
  readonly missing: boolean;
}) {
  const { t } = useSellI18n();
  const actor = useSellActor();
  const chosen = Array.isArray(answer) ? (answer as string[]) : [];
  const errorId = `se-q-${question.key}-error`;
  const helpId = `se-q-${question.key}-help`;
  const described = [question.help ? helpId : '', missing ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`se-choice se-question${missing ? ' se-field-invalid' : ''}`}
      aria-describedby={described || undefined}
      aria-invalid={missing || undefined}
    >
      <legend>
        {question.label}
        {question.kind === 'multi' && <span className="se-note"> {t('condition.several')}</span>}
      </legend>
      {question.help && (
        <p id={helpId} className="se-note">
          {question.help}
        </p>
      )}
      {question.options.map((option) => (
        <label key={option.key}>
          {question.kind === 'single' ? (
            <input
              type="radio"
              name={`se-q-${question.key}`}
              checked={answer === option.key}
              onChange={() =>
                actor.send({ type: 'condition.answer', key: question.key, value: option.key })
              }
            />
          ) : (
            <input
              type="checkbox"
              checked={chosen.includes(option.key)}
              onChange={(event) =>
                actor.send({
                  type: 'condition.answer',
                  key: question.key,
                  value: event.target.checked
                    ? [...chosen, option.key]
                    : chosen.filter((key) => key !== option.key),
                })
              }
            />
          )}
          <span>
            {option.label}
            {option.help && <span className="se-note"> {option.help}</span>}
          </span>
        </label>
      ))}
      {question.kind === 'multi' && (
        <label>
          <input
            type="checkbox"
            checked={Array.isArray(answer) && chosen.length === 0}
            onChange={(event) =>
              actor.send({
                type: 'condition.answer',
                key: question.key,
                value: event.target.checked ? [] : '',
              })
            }
          />
          <span>{t('condition.none')}</span>
        </label>
      )}
      {missing && (
        <p id={errorId} className="se-field-error">
          {t('condition.answer')}
        </p>
      )}
    </fieldset>
  );
}

export function ConditionStep() {
  const { t } = useSellI18n();
  const actor = useSellActor();
  const questions = useSell((snapshot) => snapshot.context.questionnaire?.questions ?? []);
  const answers = useSell((snapshot) => snapshot.context.progress.answers);
  const storage = useSell((snapshot) => snapshot.context.progress.storage);
  const model = useSell((snapshot) => chosenModel(snapshot.context));
  const showProblems = useSell((snapshot) => snapshot.context.showProblems);
  const loading = useSell((snapshot) => snapshot.matches({ condition: 'loading' }));
  const failed = useSell((snapshot) => snapshot.matches({ condition: 'failed' }));
  const asked = visibleQuestions(questions, answers);
  const problems = new Set(answerProblems(questions, answers).map((problem) => problem.key));

  return (
    <section>
      <StepHeading>{t('condition.title')}</StepHeading>
      {model && (
        <p className="se-intro">
          {t('condition.intro', {
            device: `${modelTitle(model.brand, model.name)}, ${storage ?? ''}`,
          })}
        </p>
      )}
      {loading && (
        <p role="status" className="se-note">
          {t('sell.loading')}
        </p>
      )}
      {failed && (
        <RetryAlert
          message={t('condition.failed')}
          retryLabel={t('error.retry')}
          onRetry={() => actor.send({ type: 'step.retry' })}
          classPrefix="se"
        />
      )}
      {showProblems && problems.size > 0 && (
        <p role="alert" className="se-field-error">
          {t('condition.left', { count: problems.size })}
        </p>
      )}
      {asked.map((question) => (
        <Question
          key={question.key}
          question={question}
          answer={answers[question.key]}
          missing={showProblems && problems.has(question.key)}
        />
      ))}
      <div className="se-actions">
        <button
          type="button"
          className="se-secondary"
          onClick={() => actor.send({ type: 'step.go', step: 'device' })}
        >
          {t('action.back')}
        </button>
        {!loading && !failed && (
          <button
            type="button"
            className="se-primary"
            onClick={() => actor.send({ type: 'step.next' })}
          >
            {t('condition.seeOffer')}
          </button>
        )}
      </div>
    </section>
  );
}
