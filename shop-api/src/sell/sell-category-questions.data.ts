/**
 * The condition questions whose words or options depend on the category: whether the device
 * powers on, its defects, the accessories sent with it, and whether it is still locked to its
 * owner's account (with how to unlock it on that kind of device). Keys are fixed; see
 * `sell-questions.data.ts`.
 */
import type { DeviceTypeKey } from '@refurb/shared-contracts';
import {
  option,
  whenPowersOn,
  type OptionText,
  type QuestionText,
  type Words,
} from './sell-words.js';

const POWERS_ON_LABEL: Readonly<Record<DeviceTypeKey, Words>> = {
  SMARTPHONE: {
    ro: 'Telefonul tău pornește?',
    bg: 'Телефонът Ви включва ли се?',
    hu: 'Bekapcsol a telefonja?',
    el: 'Το τηλέφωνό σας ανάβει;',
  },
  TABLET: {
    ro: 'Tableta ta pornește?',
    bg: 'Таблетът Ви включва ли се?',
    hu: 'Bekapcsol a táblagépe?',
    el: 'Το tablet σας ανάβει;',
  },
  LAPTOP: {
    ro: 'Laptopul tău pornește?',
    bg: 'Лаптопът Ви включва ли се?',
    hu: 'Bekapcsol a laptopja?',
    el: 'Ο φορητός υπολογιστής σας ανάβει;',
  },
  SMARTWATCH: {
    ro: 'Ceasul tău pornește?',
    bg: 'Часовникът Ви включва ли се?',
    hu: 'Bekapcsol az okosórája?',
    el: 'Το ρολόι σας ανάβει;',
  },
  CONSOLE: {
    ro: 'Consola ta pornește?',
    bg: 'Конзолата Ви включва ли се?',
    hu: 'Bekapcsol a konzolja?',
    el: 'Η κονσόλα σας ανάβει;',
  },
};

export const powersOn = (category: DeviceTypeKey): QuestionText => ({
  key: 'powersOn',
  kind: 'single',
  label: POWERS_ON_LABEL[category],
  help: {
    ro: 'Răspunde „Da” dacă pornește normal, chiar dacă are alte defecte.',
    bg: 'Отговорете „Да“, ако се включва нормално, дори да има други дефекти.',
    hu: 'Válassza az „Igen” választ, ha rendesen bekapcsol, akkor is, ha más hibája van.',
    el: 'Απαντήστε «Ναι» αν ανάβει κανονικά, ακόμη κι αν έχει άλλα ελαττώματα.',
  },
  options: [
    option('yes', { ro: 'Da', bg: 'Да', hu: 'Igen', el: 'Ναι' }),
    option('no', { ro: 'Nu', bg: 'Не', hu: 'Nem', el: 'Όχι' }),
  ],
});

const DEFECT = {
  camera: option('camera', { ro: 'Camera', bg: 'Камера', hu: 'Kamera', el: 'Κάμερα' }),
  speakers: option('speakers', {
    ro: 'Difuzoarele',
    bg: 'Високоговорители',
    hu: 'Hangszórók',
    el: 'Ηχεία',
  }),
  microphone: option('microphone', {
    ro: 'Microfonul',
    bg: 'Микрофон',
    hu: 'Mikrofon',
    el: 'Μικρόφωνο',
  }),
  buttons: option('buttons', { ro: 'Butoanele', bg: 'Бутони', hu: 'Gombok', el: 'Κουμπιά' }),
  biometrics: option('biometrics', {
    ro: 'Face ID / Touch ID / amprenta',
    bg: 'Face ID / Touch ID / пръстов отпечатък',
    hu: 'Face ID / Touch ID / ujjlenyomat',
    el: 'Face ID / Touch ID / δακτυλικό αποτύπωμα',
  }),
  connectivity: option('connectivity', {
    ro: 'Conectivitatea (Wi-Fi, Bluetooth, rețea mobilă)',
    bg: 'Свързаност (Wi-Fi, Bluetooth, мобилна мрежа)',
    hu: 'Kapcsolat (Wi-Fi, Bluetooth, mobilhálózat)',
    el: 'Συνδεσιμότητα (Wi-Fi, Bluetooth, δίκτυο κινητής)',
  }),
  charging: option('charging', { ro: 'Încărcarea', bg: 'Зареждане', hu: 'Töltés', el: 'Φόρτιση' }),
  keyboard: option('keyboard', {
    ro: 'Tastatura',
    bg: 'Клавиатура',
    hu: 'Billentyűzet',
    el: 'Πληκτρολόγιο',
  }),
  trackpad: option('trackpad', {
    ro: 'Trackpadul',
    bg: 'Тракпад',
    hu: 'Érintőpad',
    el: 'Επιφάνεια αφής',
  }),
  ports: option('ports', { ro: 'Porturile', bg: 'Портове', hu: 'Csatlakozók', el: 'Θύρες' }),
  sensors: option('sensors', {
    ro: 'Senzorii de sănătate (puls, oxigen)',
    bg: 'Сензори за здраве (пулс, кислород)',
    hu: 'Egészségügyi érzékelők (pulzus, oxigén)',
    el: 'Αισθητήρες υγείας (παλμοί, οξυγόνο)',
  }),
  controllers: option('controllers', {
    ro: 'Controlerele',
    bg: 'Контролери',
    hu: 'Kontrollerek',
    el: 'Χειριστήρια',
  }),
  discDrive: option(
    'disc-drive',
    { ro: 'Unitatea de disc', bg: 'Дисково устройство', hu: 'Lemezmeghajtó', el: 'Μονάδα δίσκου' },
    {
      ro: 'Doar dacă consola are una.',
      bg: 'Само ако конзолата има такова.',
      hu: 'Csak ha a konzolnak van ilyen.',
      el: 'Μόνο αν η κονσόλα διαθέτει.',
    },
  ),
  overheating: option('overheating', {
    ro: 'Se supraîncălzește sau se oprește singură',
    bg: 'Прегрява или се изключва сама',
    hu: 'Túlmelegszik vagy magától kikapcsol',
    el: 'Υπερθερμαίνεται ή σβήνει μόνη της',
  }),
} as const;

const DEFECTS_OF: Readonly<Record<DeviceTypeKey, readonly OptionText[]>> = {
  SMARTPHONE: [
    DEFECT.camera,
    DEFECT.speakers,
    DEFECT.microphone,
    DEFECT.buttons,
    DEFECT.biometrics,
    DEFECT.connectivity,
    DEFECT.charging,
  ],
  TABLET: [DEFECT.camera, DEFECT.speakers, DEFECT.buttons, DEFECT.connectivity, DEFECT.charging],
  LAPTOP: [DEFECT.keyboard, DEFECT.trackpad, DEFECT.ports, DEFECT.camera, DEFECT.speakers],
  SMARTWATCH: [DEFECT.sensors, DEFECT.buttons, DEFECT.charging, DEFECT.connectivity],
  CONSOLE: [DEFECT.controllers, DEFECT.discDrive, DEFECT.ports, DEFECT.overheating],
};

export const defects = (category: DeviceTypeKey): QuestionText => ({
  key: 'defects',
  kind: 'multi',
  label: { ro: 'Defecte', bg: 'Дефекти', hu: 'Hibák', el: 'Βλάβες' },
  help: {
    ro: 'Bifează tot ce nu funcționează corect. Dacă totul funcționează, nu bifa nimic.',
    bg: 'Отбележете всичко, което не работи правилно. Ако всичко работи, не отбелязвайте нищо.',
    hu: 'Jelöljön be mindent, ami nem működik megfelelően. Ha minden működik, ne jelöljön be semmit.',
    el: 'Επιλέξτε ό,τι δεν λειτουργεί σωστά. Αν όλα λειτουργούν, μην επιλέξετε τίποτα.',
  },
  showWhen: whenPowersOn,
  options: DEFECTS_OF[category],
});

const ACCESSORY = {
  box: option('box', {
    ro: 'Cutia originală',
    bg: 'Оригинална кутия',
    hu: 'Eredeti doboz',
    el: 'Αρχικό κουτί',
  }),
  charger: option('charger', {
    ro: 'Încărcătorul',
    bg: 'Зарядно устройство',
    hu: 'Töltő',
    el: 'Φορτιστής',
  }),
  cable: option('cable', { ro: 'Cablul', bg: 'Кабел', hu: 'Kábel', el: 'Καλώδιο' }),
  controller: option('controller', {
    ro: 'Controlerul',
    bg: 'Контролер',
    hu: 'Kontroller',
    el: 'Χειριστήριο',
  }),
  cables: option('cables', {
    ro: 'Cablurile (alimentare, HDMI)',
    bg: 'Кабели (захранване, HDMI)',
    hu: 'Kábelek (tápkábel, HDMI)',
    el: 'Καλώδια (τροφοδοσίας, HDMI)',
  }),
} as const;

const ACCESSORIES_OF: Readonly<Record<DeviceTypeKey, readonly OptionText[]>> = {
  SMARTPHONE: [ACCESSORY.box, ACCESSORY.charger, ACCESSORY.cable],
  TABLET: [ACCESSORY.box, ACCESSORY.charger, ACCESSORY.cable],
  LAPTOP: [ACCESSORY.box, ACCESSORY.charger],
  SMARTWATCH: [ACCESSORY.box, ACCESSORY.charger],
  CONSOLE: [ACCESSORY.box, ACCESSORY.controller, ACCESSORY.cables],
};

export const accessories = (category: DeviceTypeKey): QuestionText => ({
  key: 'accessories',
  kind: 'multi',
  label: {
    ro: 'Accesorii incluse',
    bg: 'Включени аксесоари',
    hu: 'Mellékelt tartozékok',
    el: 'Παρελκόμενα',
  },
  help: {
    ro: 'Bifează ce trimiți împreună cu dispozitivul. Cutia originală aduce un mic bonus.',
    bg: 'Отбележете какво изпращате заедно с устройството. Оригиналната кутия носи малък бонус.',
    hu: 'Jelölje be, mit küld a készülékkel együtt. Az eredeti dobozért kis bónusz jár.',
    el: 'Επιλέξτε ό,τι στέλνετε μαζί με τη συσκευή. Το αρχικό κουτί προσθέτει ένα μικρό μπόνους.',
  },
  options: ACCESSORIES_OF[category],
});

const ACCOUNT_LOCK_LABEL: Readonly<Record<DeviceTypeKey, Words>> = {
  SMARTPHONE: {
    ro: 'Ai scos contul iCloud / Google și ai dezactivat Găsire (Find My)?',
    bg: 'Премахнахте ли акаунта в iCloud / Google и изключихте ли „Намери“ (Find My)?',
    hu: 'Eltávolította az iCloud- / Google-fiókot, és kikapcsolta a Lokátort (Find My)?',
    el: 'Αφαιρέσατε τον λογαριασμό iCloud / Google και απενεργοποιήσατε την Εύρεση (Find My);',
  },
  TABLET: {
    ro: 'Ai scos contul iCloud / Google și ai dezactivat Găsire (Find My)?',
    bg: 'Премахнахте ли акаунта в iCloud / Google и изключихте ли „Намери“ (Find My)?',
    hu: 'Eltávolította az iCloud- / Google-fiókot, és kikapcsolta a Lokátort (Find My)?',
    el: 'Αφαιρέσατε τον λογαριασμό iCloud / Google και απενεργοποιήσατε την Εύρεση (Find My);',
  },
  LAPTOP: {
    ro: 'Ai scos contul Apple / Microsoft și ai dezactivat blocarea activării?',
    bg: 'Премахнахте ли акаунта в Apple / Microsoft и изключихте ли заключването при активиране?',
    hu: 'Eltávolította az Apple- / Microsoft-fiókot, és kikapcsolta az aktiválási zárat?',
    el: 'Αφαιρέσατε τον λογαριασμό Apple / Microsoft και απενεργοποιήσατε το κλείδωμα ενεργοποίησης;',
  },
  SMARTWATCH: {
    ro: 'Ai decuplat ceasul de telefon și de contul tău?',
    bg: 'Прекратихте ли сдвояването на часовника с телефона и акаунта си?',
    hu: 'Megszüntette az óra párosítását a telefonjával és a fiókjával?',
    el: 'Καταργήσατε τη σύζευξη του ρολογιού με το τηλέφωνο και τον λογαριασμό σας;',
  },
  CONSOLE: {
    ro: 'Ai scos contul PlayStation / Xbox / Nintendo de pe consolă?',
    bg: 'Премахнахте ли акаунта в PlayStation / Xbox / Nintendo от конзолата?',
    hu: 'Eltávolította a PlayStation- / Xbox- / Nintendo-fiókot a konzolról?',
    el: 'Αφαιρέσατε τον λογαριασμό PlayStation / Xbox / Nintendo από την κονσόλα;',
  },
};

const MOBILE_ACCOUNT_HELP: Words = {
  ro: 'Pe iPhone sau iPad: Configurări › numele tău › Deconectare (Găsire se dezactivează odată cu contul). Pe Android: Setări › Conturi › Google › Eliminați contul.',
  bg: 'На iPhone или iPad: Настройки › Вашето име › Изход (така се изключва и „Намери“). На Android: Настройки › Акаунти › Google › Премахване на профила.',
  hu: 'iPhone-on vagy iPaden: Beállítások › az Ön neve › Kijelentkezés (ezzel a Lokátor is kikapcsol). Androidon: Beállítások › Fiókok › Google › Fiók eltávolítása.',
  el: 'Σε iPhone ή iPad: Ρυθμίσεις › το όνομά σας › Αποσύνδεση (έτσι απενεργοποιείται και η Εύρεση). Σε Android: Ρυθμίσεις › Λογαριασμοί › Google › Κατάργηση λογαριασμού.',
};

const ACCOUNT_LOCK_HELP: Readonly<Record<DeviceTypeKey, Words>> = {
  SMARTPHONE: MOBILE_ACCOUNT_HELP,
  TABLET: MOBILE_ACCOUNT_HELP,
  LAPTOP: {
    ro: 'Pe Mac: Configurări sistem › numele tău › Deconectare, cu Găsire Mac dezactivat. Pe Windows: Setări › Conturi › elimină contul Microsoft, dezactivează Găsire dispozitiv, apoi resetează laptopul.',
    bg: 'На Mac: Системни настройки › Вашето име › Изход, с изключено „Намери моя Mac“. На Windows: Настройки › Акаунти › премахнете акаунта в Microsoft, изключете „Намиране на моето устройство“ и нулирайте лаптопа.',
    hu: 'Macen: Rendszerbeállítások › az Ön neve › Kijelentkezés, kikapcsolt Lokátorral. Windowson: Gépház › Fiókok › távolítsa el a Microsoft-fiókot, kapcsolja ki az Eszközkeresőt, majd állítsa vissza a laptopot.',
    el: 'Σε Mac: Ρυθμίσεις συστήματος › το όνομά σας › Αποσύνδεση, με την Εύρεση Mac απενεργοποιημένη. Σε Windows: Ρυθμίσεις › Λογαριασμοί › καταργήστε τον λογαριασμό Microsoft, απενεργοποιήστε την Εύρεση συσκευής και κάντε επαναφορά.',
  },
  SMARTWATCH: {
    ro: 'Apple Watch: în aplicația Watch de pe iPhone › Toate ceasurile › ⓘ › Anulați asocierea. Galaxy Watch: în aplicația Galaxy Wearable › Setări ceas › Resetare.',
    bg: 'Apple Watch: в приложението Watch на iPhone › Всички часовници › ⓘ › Прекратяване на сдвояването. Galaxy Watch: в приложението Galaxy Wearable › Настройки на часовника › Нулиране.',
    hu: 'Apple Watch: az iPhone Watch appjában › Minden óra › ⓘ › Párosítás megszüntetése. Galaxy Watch: a Galaxy Wearable appban › Óra beállításai › Visszaállítás.',
    el: 'Apple Watch: στην εφαρμογή Watch του iPhone › Όλα τα ρολόγια › ⓘ › Κατάργηση σύζευξης. Galaxy Watch: στην εφαρμογή Galaxy Wearable › Ρυθμίσεις ρολογιού › Επαναφορά.',
  },
  CONSOLE: {
    ro: 'PlayStation: Setări › Utilizatori și conturi › dezactivează consola ca principală, apoi reseteaz-o. Xbox: Setări › Sistem › Informații consolă › Resetare și eliminare totală. Switch: Setări sistem › Utilizatori › șterge utilizatorul, apoi inițializează consola.',
    bg: 'PlayStation: Настройки › Потребители и акаунти › деактивирайте конзолата като основна и я нулирайте. Xbox: Настройки › Система › Информация за конзолата › Нулиране и премахване на всичко. Switch: Системни настройки › Потребители › изтрийте потребителя и инициализирайте конзолата.',
    hu: 'PlayStation: Beállítások › Felhasználók és fiókok › kapcsolja ki elsődleges konzolként, majd állítsa vissza. Xbox: Beállítások › Rendszer › Konzoladatok › Visszaállítás és minden eltávolítása. Switch: Rendszerbeállítások › Felhasználók › törölje a felhasználót, majd inicializálja a konzolt.',
    el: 'PlayStation: Ρυθμίσεις › Χρήστες και λογαριασμοί › απενεργοποιήστε την κονσόλα ως κύρια και κάντε επαναφορά. Xbox: Ρυθμίσεις › Σύστημα › Πληροφορίες κονσόλας › Επαναφορά και κατάργηση όλων. Switch: Ρυθμίσεις συστήματος › Χρήστες › διαγράψτε τον χρήστη και αρχικοποιήστε την κονσόλα.',
  },
};

export const accountLock = (category: DeviceTypeKey): QuestionText => ({
  key: 'accountLock',
  kind: 'single',
  label: ACCOUNT_LOCK_LABEL[category],
  help: ACCOUNT_LOCK_HELP[category],
  options: [
    option('removed', { ro: 'Da', bg: 'Да', hu: 'Igen', el: 'Ναι' }),
    option(
      'not-removed',
      { ro: 'Nu încă', bg: 'Още не', hu: 'Még nem', el: 'Όχι ακόμη' },
      {
        ro: 'Îl poți scoate acum și continua: nu putem cumpăra un dispozitiv blocat pe un cont.',
        bg: 'Можете да го премахнете сега и да продължите: не можем да купим устройство, заключено към акаунт.',
        hu: 'Most is eltávolíthatja, majd folytathatja: fiókhoz zárolt készüléket nem tudunk megvásárolni.',
        el: 'Μπορείτε να τον αφαιρέσετε τώρα και να συνεχίσετε: δεν μπορούμε να αγοράσουμε συσκευή κλειδωμένη σε λογαριασμό.',
      },
    ),
  ],
});
