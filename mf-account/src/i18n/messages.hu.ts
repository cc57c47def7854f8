/** Hungarian: the sign-in words (messages.ro.ts). */
import type { SignInMessages } from './messages.ro';

export const hu: SignInMessages = {
  'account.loading': 'Betöltés…',
  'error.title': 'A fiók most nem érhető el',
  'error.text': 'Töltsd újra az oldalt néhány pillanat múlva. A kosarad mentve marad.',
  'error.retry': 'Próbáld újra',
  'form.required': '(kötelező)',
  'form.fixErrors': 'Ellenőrizd a megjelölt mezőket: {count} javítandó.',
  'form.optional': '(nem kötelező)',
  'form.saved': 'A módosításokat elmentettük.',
  'form.failed': 'Nem sikerült menteni. Ellenőrizd az adatokat, és próbáld újra.',

  'field.email.label': 'E-mail-cím',
  'field.email.required': 'Add meg az e-mail-címed.',
  'field.email.invalid': 'Az e-mail-cím nem tűnik helyesnek (példa: nev@domain.hu).',
  'field.password.label': 'Jelszó',
  'field.password.new': 'Új jelszó',
  'field.password.hint':
    'Legalább {min, plural, one {# karakter} other {# karakter}}, betűkkel és számokkal.',
  'field.password.required': 'Add meg a jelszavad.',
  'field.password.too-short':
    'A jelszónak legalább {min, plural, one {# karakterből} other {# karakterből}} kell állnia.',
  'field.password.no-letter': 'A jelszónak legalább egy betűt kell tartalmaznia.',
  'field.password.no-digit': 'A jelszónak legalább egy számjegyet kell tartalmaznia.',
  'field.confirm.label': 'Írd be újra az új jelszót',
  'field.confirm.mismatch': 'A két jelszó nem egyezik.',
  'field.displayName.label': 'Teljes név',
  'field.displayName.required': 'Add meg a neved.',
  'field.displayName.invalid':
    'A név 2–100 karakter: betűk (bármely írásból), szóközök, kötőjelek, aposztrófok és pontok.',
  'field.acceptTerms.label': 'Elfogadom {terms} és {privacy}',
  'field.acceptTerms.terms': 'az általános szerződési feltételeket',
  'field.acceptTerms.privacy': 'az adatvédelmi tájékoztatót',
  'field.acceptTerms.required':
    'A fiók létrehozásához fogadd el az általános szerződési feltételeket.',
  'field.phone.label': 'Telefonszám',
  'field.phone.hint': 'Példa: 06 30 123 4567',
  'field.phone.required': 'Add meg a telefonszámod.',
  'field.phone.invalid': 'A telefonszám nem tűnik helyesnek (példa: 06 30 123 4567).',
  'field.code.label': 'SMS-ben kapott kód',
  'field.code.required': 'Írd be a kapott kódot.',
  'field.code.invalid': 'A kód 6 számjegyből áll.',

  'auth.error.wrong-password': 'Hibás e-mail-cím vagy jelszó. Próbáld újra, vagy kérj új jelszót.',
  'auth.error.unknown-email':
    'Ezzel a címmel nincs fiók. Ellenőrizd a címet, vagy hozz létre egy fiókot.',
  'auth.error.too-many-attempts': 'Túl sok próbálkozás. Várj néhány percet, vagy kérj új jelszót.',
  'auth.error.expired-link': 'A link lejárt, vagy már felhasználták. Kérj egy újat.',
  'auth.error.wrong-code': 'Hibás kód. Ellenőrizd az SMS-t, és próbáld újra.',
  'auth.error.expired-code': 'A kód lejárt. Kérj új kódot.',
  'auth.error.email-in-use': 'Ezzel a címmel már van fiók. Jelentkezz be, vagy kérj új jelszót.',
  'auth.error.weak-password': 'A jelszó túl gyenge. Válassz hosszabbat, betűkkel és számokkal.',
  'auth.error.invalid-email': 'Nem erre az e-mail-címre küldtük a linket.',
  'auth.error.invalid-phone': 'Erre a telefonszámra nem lehet SMS-t küldeni. Ellenőrizd a számot.',
  'auth.error.popup-closed': 'A bejelentkezési ablak bezárult. Próbáld újra.',
  'auth.error.popup-blocked':
    'A böngésző letiltotta a bejelentkezési ablakot. Engedélyezd a felugró ablakokat ezen az oldalon, és próbáld újra.',
  'auth.error.account-disabled': 'Ez a fiók deaktiválva van. Írj nekünk a Kapcsolat oldalon.',
  'auth.error.needs-recent-login':
    'Biztonsági okokból jelentkezz be újra, és ismételd meg a műveletet.',
  'auth.error.network': 'Nincs kapcsolat. Ellenőrizd az internetkapcsolatot, és próbáld újra.',
  'auth.error.unverified-email': 'Előbb erősítsd meg az e-mail-címedet: küldünk egy linket.',
  'auth.error.unknown': 'Valami hiba történt. Próbáld újra néhány pillanat múlva.',
  'auth.error.bot-check-failed':
    'Nem sikerült ellenőrizni, hogy nem vagy robot. Töltsd újra az oldalt, és próbáld újra.',
  'auth.error.rate-limited': 'Túl sok bejelentkezési kísérlet. Várj egy percet, és próbáld újra.',
  'auth.error.register-rate-limited':
    'Erről a kapcsolatról túl sok fiók jött létre. Várj egy percet, és próbáld újra.',
  'auth.error.register-refused':
    'Ezekkel az adatokkal nem tudtuk létrehozni a fiókot. Ellenőrizd a nevet és az e-mail-címet, és próbáld újra.',
  'auth.error.reset-rate-limited':
    'Túl sok kérés érkezett új jelszóra. Várj egy kicsit (legfeljebb egy órát), és próbáld újra; ha már kaptál tőlünk e-mailt, használd a benne lévő linket.',
  'auth.error.account-deactivated':
    'Ezt a fiókot deaktiválták. A részletekért írj nekünk a Kapcsolat oldalon.',
  'auth.error.session-failed': 'Nem sikerült elindítani a munkamenetet. Próbáld újra.',

  'auth.login.title': 'Bejelentkezés',
  'auth.login.intro':
    'Jelentkezz be, és elérheted a rendeléseidet, visszaküldéseidet, garanciáidat, a kosarad pedig minden eszközödön megmarad.',
  'auth.method.legend': 'Hogyan szeretnél bejelentkezni?',
  'auth.method.password': 'Jelszóval',
  'auth.method.link': 'E-mailben küldött linkkel',
  'auth.method.phone': 'SMS-ben küldött kóddal',
  'auth.login.submit': 'Bejelentkezés',
  'auth.busy': 'Ellenőrzés…',
  'auth.signedIn': 'Bejelentkeztél. Továbbirányítunk…',
  'auth.forgotLink': 'Elfelejtetted a jelszavad?',
  'auth.toRegister': 'Még nincs fiókod? Hozz létre egyet',
  'auth.toLogin': 'Már van fiókod? Jelentkezz be',
  'auth.back': 'Vissza',
  'auth.federated.legend': 'Vagy folytasd ezzel:',
  'auth.federated.google': 'Folytatás Google-fiókkal',
  'auth.federated.facebook': 'Folytatás Facebook-fiókkal',
  'auth.federated.apple': 'Folytatás Apple-fiókkal',
  'auth.partner': 'Belépés eMAG-fiókkal',
  'auth.partnerCancelled': 'Megszakítottad az eMAG-os bejelentkezést. Más módon is beléphetsz.',
  'auth.partnerConnect': 'eMAG-fiók összekapcsolása',
  'auth.partnerLinkRequired':
    'Már van fiók az eMAG-fiókod e-mail-címével. Előbb lépj be a jelszavaddal (vagy kérj újat az „Elfelejtett jelszó?” linkkel), majd kapcsold össze az eMAG-ot a fiókbeállításokban.',
  'auth.partnerLinked':
    'Az eMAG-fiókod mostantól össze van kapcsolva ezzel a fiókkal. Legközelebb eMAG-gal is beléphetsz.',
  'auth.partnerBusy':
    'Erről a címről túl sok új fiók készült. Próbáld újra egy óra múlva, vagy regisztrálj e-mail-címmel és jelszóval.',
  'auth.partnerFailed': 'Az eMAG nem tudta megerősíteni a bejelentkezést. Próbáld újra.',
  'auth.link.send': 'Link küldése',
  'auth.link.intro': 'Küldünk egy linket: megnyitod, és már be is vagy jelentkezve, jelszó nélkül.',
  'auth.link.sentTitle': 'Nézd meg az e-mailjeidet',
  'auth.link.sentText':
    'Bejelentkezési linket küldtünk a(z) {email} címre. Ebben a böngészőben nyisd meg.',
  'auth.link.resend': 'Újraküldés',
  'auth.link.askTitle': 'Erősítsd meg az e-mail-címed',
  'auth.link.askText':
    'A linket egy másik böngészőben nyitottad meg. Add meg a címet, amelyre kaptad.',
  'auth.link.complete': 'Tovább',
  'auth.phone.send': 'Kód küldése',
  'auth.phone.codeText': 'SMS-ben kódot küldtünk a(z) {phone} számra.',
  'auth.phone.confirm': 'Kód megerősítése',
  'auth.phone.resend': 'Új kód küldése',
  'auth.factor.title': 'Kétlépcsős azonosítás',
  'auth.factor.choose': 'Válaszd ki, melyik telefonra kéred a kódot',
  'auth.factor.send': 'Kód küldése',
  'auth.factor.codeText': 'Kódot küldtünk a(z) {phone} számra.',
  'auth.factor.confirm': 'Ellenőrzés',
  'auth.factor.resend': 'Új kód küldése',

  'auth.register.title': 'Fiók létrehozása',
  'auth.register.intro':
    'Fiókkal láthatod a rendeléseidet, visszaküldést kérhetsz, és a kosarad minden eszközödön megmarad.',
  'auth.register.submit': 'Fiók létrehozása',

  'auth.forgot.title': 'Elfelejtetted a jelszavad?',
  'auth.forgot.intro':
    'Add meg a fiókodhoz tartozó e-mail-címet, és küldünk egy linket az új jelszó beállításához.',
  'auth.forgot.submit': 'Link küldése',
  'auth.forgot.sentTitle': 'Nézd meg az e-mailjeidet',
  'auth.forgot.sentText':
    'Ha létezik fiók a(z) {email} címmel, néhány percen belül kapsz egy linket az új jelszóhoz. Nézd meg a Spam mappát is.',
  'auth.forgot.chooseTitle': 'Válassz új jelszót',
  'auth.forgot.chooseText': 'A(z) {email} fiókhoz.',
  'auth.forgot.confirm': 'Jelszó mentése',
  'auth.forgot.doneTitle': 'A jelszavad megváltozott',
  'auth.forgot.doneText': 'Most már bejelentkezhetsz az új jelszavaddal.',

  'logout.heading': 'Kijelentkezés',
  'logout.busy': 'Kijelentkeztetünk…',
  'logout.title': 'Kijelentkeztél',
  'logout.text': 'A kosarad ebben a böngészőben megmarad.',
  'logout.deactivatedTitle': 'A fiókodat deaktiválták',
  'logout.deactivatedText': 'Kijelentkeztettünk. A részletekért írj nekünk a Kapcsolat oldalon.',
  'logout.failed': 'Nem sikerült kijelentkeztetni. Ellenőrizd a kapcsolatot, és próbáld újra.',
  'logout.login': 'Jelentkezz be újra',
  'logout.home': 'Ugrás a főoldalra',

  'checkoutLogin.title': 'Már van fiókod?',
  'checkoutLogin.text': 'Jelentkezz be, és a mentett adataiddal fejezzük be a rendelést.',
};
