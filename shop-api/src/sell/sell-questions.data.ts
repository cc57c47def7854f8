/**
 * The condition questionnaire of each category, in the four sites' languages. Question and option
 * keys are fixed: the sell flow and `sell-pricing.ts` rely on them. The questions asked the same of
 * every category (screen, body, battery) are here; those whose words or options depend on it are
 * in `sell-category-questions.data.ts`. Labels a price breakdown quotes (screen, body, battery,
 * defects, accessories) are short nouns, because the breakdown reads "<question>: <option>"; the
 * others address the person politely, as the shop would.
 */
import type { Country, DeviceTypeKey } from '@refurb/shared-contracts';
import type { SellQuestionnaireResponse } from '@refurb/shared-contracts/api/sell';
import { accessories, accountLock, defects, powersOn } from './sell-category-questions.data.js';
import { SELL_LANGUAGE, localize, option, whenPowersOn, type QuestionText } from './sell-words.js';

const SCREEN: QuestionText = {
  key: 'screen',
  kind: 'single',
  label: {
    ro: 'Starea ecranului',
    bg: 'Състояние на екрана',
    hu: 'A kijelző állapota',
    el: 'Κατάσταση οθόνης',
  },
  options: [
    option('flawless', {
      ro: 'Impecabil, fără zgârieturi',
      bg: 'Безупречен, без драскотини',
      hu: 'Hibátlan, karcmentes',
      el: 'Άψογη, χωρίς γρατζουνιές',
    }),
    option(
      'light-scratches',
      {
        ro: 'Zgârieturi fine',
        bg: 'Леки драскотини',
        hu: 'Enyhe karcok',
        el: 'Ελαφριές γρατζουνιές',
      },
      {
        ro: 'Se văd doar din unghi, în lumină puternică.',
        bg: 'Виждат се само под ъгъл, на силна светлина.',
        hu: 'Csak szögből, erős fényben láthatók.',
        el: 'Φαίνονται μόνο υπό γωνία, σε δυνατό φως.',
      },
    ),
    option(
      'deep-scratches',
      {
        ro: 'Zgârieturi adânci',
        bg: 'Дълбоки драскотини',
        hu: 'Mély karcok',
        el: 'Βαθιές γρατζουνιές',
      },
      {
        ro: 'Se văd cu ecranul pornit sau se simt la atingere.',
        bg: 'Виждат се при включен екран или се усещат на допир.',
        hu: 'Bekapcsolt kijelzőn is látszanak, vagy kitapinthatók.',
        el: 'Φαίνονται με την οθόνη αναμμένη ή γίνονται αισθητές στην αφή.',
      },
    ),
    option(
      'cracked',
      {
        ro: 'Crăpat sau spart',
        bg: 'Пукнат или счупен',
        hu: 'Repedt vagy törött',
        el: 'Ραγισμένη ή σπασμένη',
      },
      {
        ro: 'Fisuri, pete sau pixeli care nu se mai aprind.',
        bg: 'Пукнатини, петна или мъртви пиксели.',
        hu: 'Repedések, foltok vagy halott pixelek.',
        el: 'Ρωγμές, κηλίδες ή νεκρά pixel.',
      },
    ),
  ],
};

const BODY: QuestionText = {
  key: 'body',
  kind: 'single',
  label: {
    ro: 'Starea carcasei',
    bg: 'Състояние на корпуса',
    hu: 'A készülékház állapota',
    el: 'Κατάσταση περιβλήματος',
  },
  options: [
    option('flawless', {
      ro: 'Impecabilă, ca nouă',
      bg: 'Безупречен, като нов',
      hu: 'Hibátlan, mint az új',
      el: 'Άψογο, σαν καινούργιο',
    }),
    option(
      'light-wear',
      {
        ro: 'Urme ușoare de utilizare',
        bg: 'Леки следи от употреба',
        hu: 'Enyhe használati nyomok',
        el: 'Ελαφριά σημάδια χρήσης',
      },
      {
        ro: 'Câteva zgârieturi fine, vizibile doar de aproape.',
        bg: 'Няколко леки драскотини, видими само отблизо.',
        hu: 'Néhány apró karc, csak közelről látható.',
        el: 'Λίγες ελαφριές γρατζουνιές, ορατές μόνο από κοντά.',
      },
    ),
    option(
      'heavy-wear',
      {
        ro: 'Urme puternice de utilizare',
        bg: 'Силни следи от употреба',
        hu: 'Erős használati nyomok',
        el: 'Έντονα σημάδια χρήσης',
      },
      {
        ro: 'Zgârieturi adânci, lovituri sau vopsea sărită.',
        bg: 'Дълбоки драскотини, удари или олющена боя.',
        hu: 'Mély karcok, ütésnyomok vagy lepattant festék.',
        el: 'Βαθιές γρατζουνιές, χτυπήματα ή ξεφλουδισμένη βαφή.',
      },
    ),
    option(
      'damaged',
      { ro: 'Deteriorată', bg: 'Повреден', hu: 'Sérült', el: 'Κατεστραμμένο' },
      {
        ro: 'Îndoită, crăpată sau cu piese lipsă.',
        bg: 'Огънат, пукнат или с липсващи части.',
        hu: 'Elhajlott, repedt vagy hiányzik róla egy darab.',
        el: 'Στραβωμένο, ραγισμένο ή με κομμάτια που λείπουν.',
      },
    ),
  ],
};

const BATTERY: QuestionText = {
  key: 'battery',
  kind: 'single',
  label: {
    ro: 'Sănătatea bateriei',
    bg: 'Състояние на батерията',
    hu: 'Az akkumulátor állapota',
    el: 'Υγεία μπαταρίας',
  },
  help: {
    ro: 'Capacitatea maximă față de o baterie nouă, așa cum o arată setările bateriei dispozitivului.',
    bg: 'Максималният капацитет спрямо нова батерия, както го показват настройките на батерията.',
    hu: 'A maximális kapacitás egy új akkumulátorhoz képest, ahogy a készülék akkumulátor-beállításai mutatják.',
    el: 'Η μέγιστη χωρητικότητα σε σχέση με καινούργια μπαταρία, όπως τη δείχνουν οι ρυθμίσεις μπαταρίας.',
  },
  showWhen: whenPowersOn,
  options: [
    option('good', {
      ro: '85% sau mai mult',
      bg: '85% или повече',
      hu: '85% vagy több',
      el: '85% ή περισσότερο',
    }),
    option('fair', {
      ro: 'Între 80% și 84%',
      bg: 'Между 80% и 84%',
      hu: '80–84%',
      el: 'Από 80% έως 84%',
    }),
    option('poor', {
      ro: 'Sub 80% sau mesaj de service',
      bg: 'Под 80% или съобщение за сервиз',
      hu: '80% alatt vagy szervizüzenet',
      el: 'Κάτω από 80% ή μήνυμα σέρβις',
    }),
    option(
      'unknown',
      { ro: 'Nu știu', bg: 'Не знам', hu: 'Nem tudom', el: 'Δεν γνωρίζω' },
      {
        ro: 'O verificăm noi când primim dispozitivul.',
        bg: 'Ще я проверим, когато получим устройството.',
        hu: 'Mi ellenőrizzük, amikor megkapjuk a készüléket.',
        el: 'Θα την ελέγξουμε εμείς όταν παραλάβουμε τη συσκευή.',
      },
    ),
  ],
};

/** A console has no screen or battery of its own to ask about. */
function questionsOf(category: DeviceTypeKey): readonly QuestionText[] {
  const hasScreenAndBattery = category !== 'CONSOLE';
  return [
    powersOn(category),
    ...(hasScreenAndBattery ? [SCREEN] : []),
    BODY,
    ...(hasScreenAndBattery ? [BATTERY] : []),
    defects(category),
    accessories(category),
    accountLock(category),
  ];
}

/** A category's questions in the site's language, in the order the flow asks them. */
export function sellQuestionnaire(
  country: Country,
  category: DeviceTypeKey,
): SellQuestionnaireResponse {
  const language = SELL_LANGUAGE[country];
  return {
    category,
    questions: questionsOf(category).map((question) => localize(question, language)),
  };
}
