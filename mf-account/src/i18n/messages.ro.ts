/**
 * Romanian, the reference catalogue of the sign-in words: the login, register, password-reset and
 * logout pages and the checkout's sign-in form, with what every account view says (loading, errors,
 * form notes, field problems). The signed-in pages' words are pages-messages.ro.ts (i18n.ts).
 * Every other language has exactly these keys.
 */
export const ro = {
  'account.loading': 'Se încarcă…',
  'error.title': 'Contul nu este disponibil acum',
  'error.text': 'Reîncarcă pagina peste câteva momente. Coșul tău rămâne salvat.',
  'error.retry': 'Încearcă din nou',
  'form.required': '(obligatoriu)',
  'form.fixErrors': 'Verifică câmpurile marcate: {count} de corectat.',
  'form.optional': '(opțional)',
  'form.saved': 'Modificările au fost salvate.',
  'form.failed': 'Nu am putut salva. Verifică datele și încearcă din nou.',

  'field.email.label': 'Adresa de e-mail',
  'field.email.required': 'Scrie adresa de e-mail.',
  'field.email.invalid': 'Adresa de e-mail nu pare corectă (exemplu: nume@domeniu.ro).',
  'field.password.label': 'Parola',
  'field.password.new': 'Parola nouă',
  'field.password.hint':
    'Cel puțin {min, plural, one {# caracter} few {# caractere} other {# de caractere}}, cu litere și cifre.',
  'field.password.required': 'Scrie parola.',
  'field.password.too-short':
    'Parola trebuie să aibă cel puțin {min, plural, one {# caracter} few {# caractere} other {# de caractere}}.',
  'field.password.no-letter': 'Parola trebuie să conțină cel puțin o literă.',
  'field.password.no-digit': 'Parola trebuie să conțină cel puțin o cifră.',
  'field.confirm.label': 'Scrie din nou parola nouă',
  'field.confirm.mismatch': 'Parolele nu coincid.',
  'field.displayName.label': 'Nume și prenume',
  'field.displayName.required': 'Scrie numele tău.',
  'field.displayName.invalid':
    'Numele are 2–100 caractere: litere (din orice alfabet), spații, cratime, apostrofuri și puncte.',
  'field.acceptTerms.label': 'Accept {terms} și {privacy}',
  'field.acceptTerms.terms': 'termenii și condițiile',
  'field.acceptTerms.privacy': 'politica de confidențialitate',
  'field.acceptTerms.required': 'Pentru a crea contul, acceptă termenii și condițiile.',
  'field.phone.label': 'Număr de telefon',
  'field.phone.hint': 'Exemplu: 0712 345 678',
  'field.phone.required': 'Scrie numărul de telefon.',
  'field.phone.invalid': 'Numărul nu pare corect (exemplu: 0712 345 678).',
  'field.code.label': 'Codul primit prin SMS',
  'field.code.required': 'Scrie codul primit.',
  'field.code.invalid': 'Codul are 6 cifre.',

  'auth.error.wrong-password':
    'Adresa de e-mail sau parola nu sunt corecte. Încearcă din nou sau cere o parolă nouă.',
  'auth.error.unknown-email':
    'Nu există un cont cu această adresă. Verifică adresa sau creează un cont.',
  'auth.error.too-many-attempts':
    'Prea multe încercări. Așteaptă câteva minute sau cere o parolă nouă.',
  'auth.error.expired-link': 'Linkul a expirat sau a fost deja folosit. Cere unul nou.',
  'auth.error.wrong-code': 'Codul nu este corect. Verifică SMS-ul și încearcă din nou.',
  'auth.error.expired-code': 'Codul a expirat. Cere un cod nou.',
  'auth.error.email-in-use':
    'Există deja un cont cu această adresă. Autentifică-te sau cere o parolă nouă.',
  'auth.error.weak-password': 'Parola este prea slabă. Alege una mai lungă, cu litere și cifre.',
  'auth.error.invalid-email': 'Adresa de e-mail nu este cea la care a fost trimis linkul.',
  'auth.error.invalid-phone': 'Numărul de telefon nu poate primi SMS-uri. Verifică-l.',
  'auth.error.popup-closed': 'Fereastra de autentificare a fost închisă. Încearcă din nou.',
  'auth.error.popup-blocked':
    'Browserul a blocat fereastra de autentificare. Permite ferestrele pop-up pentru acest site și încearcă din nou.',
  'auth.error.account-disabled': 'Acest cont este dezactivat. Scrie-ne din pagina de contact.',
  'auth.error.needs-recent-login':
    'Din motive de siguranță, autentifică-te din nou și repetă operația.',
  'auth.error.network': 'Nu avem conexiune. Verifică internetul și încearcă din nou.',
  'auth.error.unverified-email': 'Confirmă întâi adresa de e-mail: îți trimitem un link.',
  'auth.error.unknown': 'Ceva nu a mers. Încearcă din nou peste câteva momente.',
  'auth.error.bot-check-failed':
    'Nu am putut verifica faptul că nu ești un robot. Reîncarcă pagina și încearcă din nou.',
  'auth.error.rate-limited':
    'Prea multe încercări de autentificare. Așteaptă un minut și încearcă din nou.',
  'auth.error.register-rate-limited':
    'Din această conexiune s-au creat prea multe conturi. Așteaptă un minut și încearcă din nou.',
  'auth.error.register-refused':
    'Nu am putut crea contul cu aceste date. Verifică numele și adresa de e-mail și încearcă din nou.',
  'auth.error.reset-rate-limited':
    'Am primit prea multe cereri de parolă nouă. Așteaptă puțin (până la o oră) și încearcă din nou; dacă ai primit deja un e-mail de la noi, folosește linkul din el.',
  'auth.error.account-deactivated':
    'Acest cont a fost dezactivat. Scrie-ne din pagina de contact pentru detalii.',
  'auth.error.session-failed': 'Nu am putut porni sesiunea. Încearcă din nou.',

  'auth.login.title': 'Autentifică-te',
  'auth.login.intro':
    'Intră în cont pentru comenzi, retururi, garanții și un coș salvat pe toate dispozitivele.',
  'auth.method.legend': 'Cum vrei să te autentifici?',
  'auth.method.password': 'Cu parolă',
  'auth.method.link': 'Cu un link pe e-mail',
  'auth.method.phone': 'Cu un cod prin SMS',
  'auth.login.submit': 'Autentifică-te',
  'auth.busy': 'Se verifică…',
  'auth.signedIn': 'Te-ai autentificat. Te ducem mai departe…',
  'auth.forgotLink': 'Ai uitat parola?',
  'auth.toRegister': 'Nu ai cont? Creează unul',
  'auth.toLogin': 'Ai deja cont? Autentifică-te',
  'auth.back': 'Înapoi',
  'auth.federated.legend': 'Sau continuă cu',
  'auth.federated.google': 'Continuă cu Google',
  'auth.federated.facebook': 'Continuă cu Facebook',
  'auth.federated.apple': 'Continuă cu Apple',
  'auth.partner': 'Intră cu contul eMAG',
  'auth.partnerCancelled': 'Ai anulat autentificarea cu eMAG. Poți intra în cont și altfel.',
  'auth.partnerConnect': 'Conectează contul eMAG',
  'auth.partnerLinkRequired':
    'Există deja un cont cu adresa de e-mail din contul eMAG. Intră mai întâi cu parola (sau cere una nouă cu „Ai uitat parola?”), apoi conectează eMAG din Setările contului.',
  'auth.partnerLinked':
    'Contul eMAG este acum conectat la acest cont. Data viitoare poți intra și cu eMAG.',
  'auth.partnerBusy':
    'Prea multe conturi noi create de la această adresă. Încearcă din nou peste o oră sau creează contul cu e-mail și parolă.',
  'auth.partnerFailed': 'eMAG nu a putut confirma autentificarea. Încearcă din nou.',
  'auth.link.send': 'Trimite linkul',
  'auth.link.intro': 'Îți trimitem un link; îl deschizi și ești autentificat, fără parolă.',
  'auth.link.sentTitle': 'Verifică-ți e-mailul',
  'auth.link.sentText':
    'Am trimis un link de autentificare la {email}. Deschide-l în acest browser.',
  'auth.link.resend': 'Trimite din nou',
  'auth.link.askTitle': 'Confirmă adresa de e-mail',
  'auth.link.askText': 'Linkul a fost deschis în alt browser. Scrie adresa la care l-ai primit.',
  'auth.link.complete': 'Continuă',
  'auth.phone.send': 'Trimite codul',
  'auth.phone.codeText': 'Am trimis un cod prin SMS la {phone}.',
  'auth.phone.confirm': 'Confirmă codul',
  'auth.phone.resend': 'Trimite alt cod',
  'auth.factor.title': 'Verificare în doi pași',
  'auth.factor.choose': 'Alege telefonul la care primești codul',
  'auth.factor.send': 'Trimite codul',
  'auth.factor.codeText': 'Am trimis un cod la {phone}.',
  'auth.factor.confirm': 'Verifică',
  'auth.factor.resend': 'Trimite alt cod',

  'auth.register.title': 'Creează un cont',
  'auth.register.intro':
    'Cu un cont îți vezi comenzile, ceri retururi și îți păstrezi coșul pe orice dispozitiv.',
  'auth.register.submit': 'Creează contul',

  'auth.forgot.title': 'Ai uitat parola?',
  'auth.forgot.intro': 'Scrie adresa contului și îți trimitem un link pentru o parolă nouă.',
  'auth.forgot.submit': 'Trimite linkul',
  'auth.forgot.sentTitle': 'Verifică-ți e-mailul',
  'auth.forgot.sentText':
    'Dacă există un cont pentru {email}, vei primi în câteva minute un link pentru o parolă nouă. Verifică și dosarul Spam.',
  'auth.forgot.chooseTitle': 'Alege o parolă nouă',
  'auth.forgot.chooseText': 'Pentru contul {email}.',
  'auth.forgot.confirm': 'Salvează parola',
  'auth.forgot.doneTitle': 'Parola a fost schimbată',
  'auth.forgot.doneText': 'Te poți autentifica acum cu parola nouă.',

  'logout.heading': 'Deconectare',
  'logout.busy': 'Te deconectăm…',
  'logout.title': 'Te-ai deconectat',
  'logout.text': 'Coșul tău rămâne în acest browser.',
  'logout.deactivatedTitle': 'Contul tău a fost dezactivat',
  'logout.deactivatedText': 'Te-am deconectat. Pentru detalii, scrie-ne din pagina de contact.',
  'logout.failed': 'Nu te-am putut deconecta. Verifică conexiunea și încearcă din nou.',
  'logout.login': 'Autentifică-te din nou',
  'logout.home': 'Mergi la prima pagină',

  'checkoutLogin.title': 'Ai deja cont?',
  'checkoutLogin.text': 'Autentifică-te și finalizăm comanda cu datele tale salvate.',
} as const;

export type SignInKey = keyof typeof ro;
export type SignInMessages = Readonly<Record<SignInKey, string>>;
