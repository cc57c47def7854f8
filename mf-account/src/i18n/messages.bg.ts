/** Bulgarian: the sign-in words (messages.ro.ts). */
import type { SignInMessages } from './messages.ro';

export const bg: SignInMessages = {
  'account.loading': 'Зареждане…',
  'error.title': 'Профилът в момента не е достъпен',
  'error.text': 'Презаредете страницата след малко. Количката ви остава запазена.',
  'error.retry': 'Опитайте отново',
  'form.required': '(задължително)',
  'form.fixErrors': 'Проверете маркираните полета: {count} за коригиране.',
  'form.optional': '(по избор)',
  'form.saved': 'Промените са запазени.',
  'form.failed': 'Не успяхме да запазим промените. Проверете данните и опитайте отново.',

  'field.email.label': 'Имейл адрес',
  'field.email.required': 'Въведете имейл адреса си.',
  'field.email.invalid': 'Имейл адресът не изглежда правилен (пример: ime@domain.bg).',
  'field.password.label': 'Парола',
  'field.password.new': 'Нова парола',
  'field.password.hint': 'Поне {min, plural, one {# знак} other {# знака}}, с букви и цифри.',
  'field.password.required': 'Въведете паролата си.',
  'field.password.too-short':
    'Паролата трябва да е поне {min, plural, one {# знак} other {# знака}}.',
  'field.password.no-letter': 'Паролата трябва да съдържа поне една буква.',
  'field.password.no-digit': 'Паролата трябва да съдържа поне една цифра.',
  'field.confirm.label': 'Въведете отново новата парола',
  'field.confirm.mismatch': 'Паролите не съвпадат.',
  'field.displayName.label': 'Име и фамилия',
  'field.displayName.required': 'Въведете името си.',
  'field.displayName.invalid':
    'Името е от 2 до 100 знака: букви (от всяка азбука), интервали, тирета, апострофи и точки.',
  'field.acceptTerms.label': 'Приемам {terms} и {privacy}',
  'field.acceptTerms.terms': 'общите условия',
  'field.acceptTerms.privacy': 'политиката за поверителност',
  'field.acceptTerms.required': 'За да създадете профил, приемете общите условия.',
  'field.phone.label': 'Телефонен номер',
  'field.phone.hint': 'Пример: 0887 123 456',
  'field.phone.required': 'Въведете телефонния си номер.',
  'field.phone.invalid': 'Номерът не изглежда правилен (пример: 0887 123 456).',
  'field.code.label': 'Код от SMS',
  'field.code.required': 'Въведете получения код.',
  'field.code.invalid': 'Кодът се състои от 6 цифри.',

  'auth.error.wrong-password':
    'Имейл адресът или паролата не са правилни. Опитайте отново или поискайте нова парола.',
  'auth.error.unknown-email':
    'Няма профил с този имейл адрес. Проверете адреса или създайте профил.',
  'auth.error.too-many-attempts':
    'Твърде много опити. Изчакайте няколко минути или поискайте нова парола.',
  'auth.error.expired-link': 'Линкът е изтекъл или вече е използван. Поискайте нов.',
  'auth.error.wrong-code': 'Кодът не е правилен. Проверете SMS съобщението и опитайте отново.',
  'auth.error.expired-code': 'Кодът е изтекъл. Поискайте нов код.',
  'auth.error.email-in-use':
    'Вече има профил с този имейл адрес. Влезте в него или поискайте нова парола.',
  'auth.error.weak-password': 'Паролата е твърде слаба. Изберете по-дълга, с букви и цифри.',
  'auth.error.invalid-email': 'Това не е имейл адресът, на който изпратихме линка.',
  'auth.error.invalid-phone': 'Този номер не може да получава SMS съобщения. Проверете го.',
  'auth.error.popup-closed': 'Прозорецът за вход беше затворен. Опитайте отново.',
  'auth.error.popup-blocked':
    'Браузърът блокира прозореца за вход. Разрешете изскачащите прозорци за този сайт и опитайте отново.',
  'auth.error.account-disabled': 'Този профил е деактивиран. Пишете ни от страница „Контакти“.',
  'auth.error.needs-recent-login':
    'От съображения за сигурност влезте отново и повторете действието.',
  'auth.error.network': 'Няма връзка. Проверете интернет връзката си и опитайте отново.',
  'auth.error.unverified-email': 'Първо потвърдете имейл адреса си: ще Ви изпратим линк.',
  'auth.error.unknown': 'Нещо се обърка. Опитайте отново след малко.',
  'auth.error.bot-check-failed':
    'Не успяхме да потвърдим, че не сте робот. Презаредете страницата и опитайте отново.',
  'auth.error.rate-limited': 'Твърде много опити за вход. Изчакайте минута и опитайте отново.',
  'auth.error.register-rate-limited':
    'Твърде много профили бяха създадени от тази връзка. Изчакайте минута и опитайте отново.',
  'auth.error.register-refused':
    'Не можахме да създадем профил с тези данни. Проверете името и имейл адреса и опитайте отново.',
  'auth.error.reset-rate-limited':
    'Получихме твърде много заявки за нова парола. Изчакайте малко (до един час) и опитайте отново; ако вече сте получили имейл от нас, използвайте линка в него.',
  'auth.error.account-deactivated':
    'Този профил е деактивиран. За подробности ни пишете от страница „Контакти“.',
  'auth.error.session-failed': 'Не успяхме да стартираме сесията. Опитайте отново.',

  'auth.login.title': 'Вход',
  'auth.login.intro':
    'Влезте в профила си за поръчки, връщания, гаранции и количка, запазена на всичките ви устройства.',
  'auth.method.legend': 'Как искате да влезете?',
  'auth.method.password': 'С парола',
  'auth.method.link': 'С линк по имейл',
  'auth.method.phone': 'С код по SMS',
  'auth.login.submit': 'Вход',
  'auth.busy': 'Проверяваме…',
  'auth.signedIn': 'Влязохте успешно. Пренасочваме ви…',
  'auth.forgotLink': 'Забравена парола?',
  'auth.toRegister': 'Нямате профил? Регистрирайте се',
  'auth.toLogin': 'Вече имате профил? Влезте',
  'auth.back': 'Назад',
  'auth.federated.legend': 'Или продължете с',
  'auth.federated.google': 'Продължете с Google',
  'auth.federated.facebook': 'Продължете с Facebook',
  'auth.federated.apple': 'Продължете с Apple',
  'auth.partner': 'Вход с профил в eMAG',
  'auth.partnerCancelled': 'Отказахте входа с eMAG. Можете да влезете и по друг начин.',
  'auth.partnerConnect': 'Свържете профила си в eMAG',
  'auth.partnerLinkRequired':
    'Вече има профил с имейл адреса от профила ви в eMAG. Първо влезте с паролата си (или поискайте нова с „Забравена парола?“), след това свържете eMAG от настройките на профила.',
  'auth.partnerLinked':
    'Профилът ви в eMAG вече е свързан с този профил. Следващия път можете да влезете и с eMAG.',
  'auth.partnerBusy':
    'Твърде много нови профили от този адрес. Опитайте отново след час или създайте профил с имейл и парола.',
  'auth.partnerFailed': 'eMAG не успя да потвърди входа. Опитайте отново.',
  'auth.link.send': 'Изпрати линка',
  'auth.link.intro': 'Ще ви изпратим линк – отваряте го и влизате, без парола.',
  'auth.link.sentTitle': 'Проверете имейла си',
  'auth.link.sentText': 'Изпратихме линк за вход на {email}. Отворете го в този браузър.',
  'auth.link.resend': 'Изпрати отново',
  'auth.link.askTitle': 'Потвърдете имейл адреса си',
  'auth.link.askText': 'Линкът е отворен в друг браузър. Въведете адреса, на който го получихте.',
  'auth.link.complete': 'Продължи',
  'auth.phone.send': 'Изпрати кода',
  'auth.phone.codeText': 'Изпратихме код по SMS на {phone}.',
  'auth.phone.confirm': 'Потвърди кода',
  'auth.phone.resend': 'Изпрати нов код',
  'auth.factor.title': 'Потвърждаване в две стъпки',
  'auth.factor.choose': 'Изберете телефона, на който да получите кода',
  'auth.factor.send': 'Изпрати кода',
  'auth.factor.codeText': 'Изпратихме код на {phone}.',
  'auth.factor.confirm': 'Потвърди',
  'auth.factor.resend': 'Изпрати нов код',

  'auth.register.title': 'Създаване на профил',
  'auth.register.intro':
    'С профил виждате поръчките си, заявявате връщания и запазвате количката си на всяко устройство.',
  'auth.register.submit': 'Създай профил',

  'auth.forgot.title': 'Забравена парола?',
  'auth.forgot.intro': 'Въведете имейл адреса на профила си и ще ви изпратим линк за нова парола.',
  'auth.forgot.submit': 'Изпрати линка',
  'auth.forgot.sentTitle': 'Проверете имейла си',
  'auth.forgot.sentText':
    'Ако има профил за {email}, до няколко минути ще получите линк за нова парола. Проверете и папка „Спам“.',
  'auth.forgot.chooseTitle': 'Изберете нова парола',
  'auth.forgot.chooseText': 'За профила {email}.',
  'auth.forgot.confirm': 'Запази паролата',
  'auth.forgot.doneTitle': 'Паролата е сменена',
  'auth.forgot.doneText': 'Вече можете да влезете с новата си парола.',

  'logout.heading': 'Изход',
  'logout.busy': 'Излизаме от профила…',
  'logout.title': 'Излязохте от профила си',
  'logout.text': 'Количката ви остава в този браузър.',
  'logout.deactivatedTitle': 'Профилът ви е деактивиран',
  'logout.deactivatedText':
    'Излязохте от профила. За подробности ни пишете от страница „Контакти“.',
  'logout.failed': 'Не успяхме да ви изведем от профила. Проверете връзката и опитайте отново.',
  'logout.login': 'Влезте отново',
  'logout.home': 'Към началната страница',

  'checkoutLogin.title': 'Вече имате профил?',
  'checkoutLogin.text': 'Влезте и ще завършим поръчката със запазените ви данни.',
};
