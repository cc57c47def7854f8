/** Romanian, the reference catalogue: every other language has exactly these keys. */
export const ro = {
  'checkout.title': 'Finalizează comanda',
  'checkout.loading': 'Se încarcă finalizarea comenzii…',
  'checkout.waitingCart': 'Se încarcă coșul…',
  'checkout.cartUnavailable':
    'Nu am putut încărca coșul tău. Reîncarcă pagina; produsele alese rămân salvate.',
  'checkout.reload': 'Reîncarcă pagina',
  'checkout.emptyTitle': 'Coșul tău este gol',
  'checkout.emptyText': 'Adaugă un dispozitiv în coș pentru a finaliza o comandă.',
  'checkout.emptyCta': 'Mergi la magazin',
  'checkout.backToCart': 'Înapoi la coș',
  'checkout.stepOf': 'Pasul {n} din {total}',
  'checkout.change': 'Modifică',
  'checkout.changeLabel': 'Modifică: {step}',
  'checkout.continue': 'Continuă',
  'checkout.save': 'Salvează și revino la sumar',
  'checkout.fixErrors': 'Verifică câmpurile marcate: {count} de corectat.',
  'checkout.required': '(obligatoriu)',
  'checkout.optional': '(opțional)',
  'error.title': 'Finalizarea comenzii nu este disponibilă acum',
  'error.text': 'Reîncarcă pagina peste câteva momente. Coșul tău rămâne salvat.',
  'error.retry': 'Încearcă din nou',

  'step.contact': 'Date de contact',
  'step.delivery': 'Livrare',
  'step.billing': 'Facturare',
  'step.payment': 'Plată',
  'step.review': 'Verifică și plasează comanda',

  'contact.name': 'Nume și prenume',
  'contact.email': 'E-mail',
  'contact.phone': 'Telefon',
  'contact.nameError':
    'Scrie numele complet: 2–100 caractere, litere, spații, cratime, apostrofuri și puncte.',
  'contact.emailError': 'Scrie o adresă de e-mail validă, de forma nume@exemplu.ro.',
  'contact.phoneError': 'Scrie un număr de telefon valid (6–15 cifre).',

  'delivery.kind': 'Cum vrei să primești comanda?',
  'delivery.courier': 'Curier la adresă',
  'delivery.locker': 'Locker',
  'delivery.office': 'Ridicare de la birou',
  'delivery.cost': 'Cost livrare: {price}',
  'delivery.free': 'Livrare gratuită',
  'delivery.freeFrom': 'Gratuit pentru comenzi de peste {price}',
  'delivery.loading': 'Se încarcă lista…',
  'delivery.optionsFailed': 'Nu am putut încărca opțiunile de livrare.',
  'delivery.none': 'Nu există opțiuni de livrare disponibile acum.',
  'delivery.kindError': 'Alege un mod de livrare.',
  'delivery.estimate': 'livrare {dates}',
  'delivery.orderWithin':
    'Comandă în {hours, plural, one {# oră} few {# ore} other {# de ore}} și {minutes, plural, one {# minut} few {# minute} other {# de minute}}',
  'delivery.orderWithinHours':
    'Comandă în {hours, plural, one {# oră} few {# ore} other {# de ore}}',
  'delivery.orderWithinMinutes':
    'Comandă în {minutes, plural, one {# minut} few {# minute} other {# de minute}}',
  'address.saved': 'Adresele tale salvate',
  'address.new': 'O adresă nouă',
  'address.remember': 'Salvează adresa în contul meu',
  'pickup.search': 'Caută după localitate',
  'pickup.searchHint': 'Scrie numele localității pentru a filtra punctele.',
  'pickup.results':
    '{count, plural, one {# punct găsit} few {# puncte găsite} other {# de puncte găsite}}',
  'pickup.none': 'Niciun punct pentru această căutare.',
  'pickup.loading': 'Se încarcă punctele de ridicare…',
  'pickup.failed': 'Nu am putut încărca punctele de ridicare.',
  'pickup.choose': 'Alege',
  'pickup.chooseLabel': 'Alege {name}',
  'pickup.chosen': 'Ales: {name}',
  'pickup.hours': 'Program: {hours}',
  'pickup.error': 'Alege un punct de ridicare din listă.',
  'pickup.lockerTitle': 'Alege lockerul',
  'pickup.officeTitle': 'Alege biroul',

  'billing.customerType': 'Facturez pe',
  'billing.personal': 'Persoană fizică',
  'billing.corporate': 'Persoană juridică',
  'billing.sameAsDelivery': 'Factura se emite pe datele de contact și adresa de livrare.',
  'company.name': 'Denumirea firmei',
  'company.fiscalCode': 'Cod fiscal (CIF)',
  'company.fiscalCodeHint': 'De forma RO12345678',
  'company.registrationNumber': 'Nr. Registrul Comerțului',
  'company.registrationNumberHint': 'De forma J40/1234/2020',
  'company.email': 'E-mail firmă',
  'company.phone': 'Telefon firmă',
  'company.nameError': 'Scrie denumirea firmei.',
  'company.fiscalCodeError': 'Codul fiscal nu este valid. Exemplu: RO12345678.',
  'company.registrationNumberError':
    'Numărul de înregistrare nu este valid. Exemplu: J40/1234/2020.',
  'another.toggle': 'Coletul este primit de altă persoană',
  'another.title': 'Persoana care primește coletul',

  'payment.title': 'Alege metoda de plată',
  'payment.loading': 'Se încarcă metodele de plată…',
  'payment.failed': 'Nu am putut încărca metodele de plată.',
  'payment.chooseError': 'Alege o metodă de plată.',
  'payment.belowMinimum': 'Disponibil pentru comenzi de cel puțin {limit}.',
  'payment.aboveMaximum': 'Disponibil pentru comenzi de cel mult {limit}.',
  'payment.tooManyProducts':
    'Disponibil pentru cel mult {limit, plural, one {# produs} few {# produse} other {# de produse}} în coș.',
  'payment.codFee': 'Se adaugă o taxă de ramburs de {price}.',
  'payment.codFeeNoAmount': 'Se poate adăuga o taxă de ramburs.',
  'payment.installments': 'Număr de rate',
  'payment.installmentsOption': '{count, plural, one {# rată} few {# rate} other {# de rate}}',
  'payment.oneyDetail':
    '{count, plural, one {# rată} few {# rate} other {# de rate}}: {first} prima rată, apoi {next}',
  'payment.tbiDetail': 'Rate lunare prin TBI Bank, aprobare online.',
  'payment.cofidisDetail': 'Finanțare prin Cofidis, aprobare online.',
  'payment.cofidisPromo':
    'Finanțare Cofidis cu dobândă promoțională pe {months, plural, one {# lună} few {# luni} other {# de luni}}.',
  'payment.planDetail':
    'Orientativ: {count, plural, one {# rată lunară} few {# rate lunare} other {# de rate lunare}} de {monthly}.',
  'method.online-card': 'Card online',
  'method.oney': 'Rate fără dobândă cu Oney',
  'method.tbi-standard': 'Rate TBI',
  'method.tbi-promo': 'Rate TBI promo',
  'method.tbi-promo-ten': 'Rate TBI promo 10',
  'method.tbi-promo-multi': 'Rate TBI promo multi',
  'method.tbi-bnpl': 'Cumpără acum, plătește mai târziu (TBI)',
  'method.tbi-tnpl': 'Plătește în 3 rate (TBI)',
  'method.tbi-tnpl-rate': 'Rate TBI tnpl',
  'method.tbi-combo': 'TBI combo',
  'method.cofidis': 'Cofidis',
  'method.cofidis-promo': 'Cofidis promo 6',
  'method.cofidis-promo-ten': 'Cofidis promo 10',
  'method.pay-on-delivery': 'Plata la livrare',
  'method.cash-on-delivery': 'Ramburs la curier',
  'method.card-or-cash-at-office': 'Card sau numerar la birou',
  'method.card-at-locker': 'Card la locker',
  'methodSubtitle.online-card': 'Visa sau Mastercard, cu 3-D Secure',
  'methodSubtitle.oney': 'Împarți plata în 3 sau 4 rate, cu cardul',
  'methodSubtitle.tbi-standard': 'Credit standard TBI',
  'methodSubtitle.tbi-promo': 'Ofertă promoțională TBI',
  'methodSubtitle.tbi-promo-ten': 'Ofertă promoțională TBI pe 10 luni',
  'methodSubtitle.tbi-promo-multi': 'Ofertă promoțională TBI multiplă',
  'methodSubtitle.tbi-bnpl': 'Primești acum, plătești integral mai târziu',
  'methodSubtitle.tbi-tnpl': 'Trei plăți egale, fără costuri în plus',
  'methodSubtitle.tbi-tnpl-rate': 'Trei plăți lunare',
  'methodSubtitle.tbi-combo': 'Ofertă combinată TBI',
  'methodSubtitle.cofidis': 'Credit de consum Cofidis',
  'methodSubtitle.cofidis-promo': 'Ofertă promoțională Cofidis pe 6 luni',
  'methodSubtitle.cofidis-promo-ten': 'Ofertă promoțională Cofidis pe 10 luni',
  'methodSubtitle.pay-on-delivery': 'Card sau numerar, curierului',
  'methodSubtitle.cash-on-delivery': 'Numerar, curierului',
  'methodSubtitle.card-or-cash-at-office': 'Card sau numerar, la ridicarea de la birou',
  'methodSubtitle.card-at-locker': 'Cu cardul, la locker',
  'methodDisclaimer.card':
    'Datele cardului le introduci doar pe pagina procesatorului de plăți; magazinul nu le vede.',
  'methodDisclaimer.oney':
    'Finanțare oferită de Oney, sub rezerva aprobării. Vezi costul total înainte de a confirma.',
  'methodDisclaimer.tbi': 'Finanțare oferită de TBI Bank, sub rezerva aprobării cererii de credit.',
  'methodDisclaimer.cofidis':
    'Finanțare oferită de Cofidis, sub rezerva aprobării cererii de credit.',
  'methodDisclaimer.cash': 'Plătești la primirea coletului, fără plată în avans.',

  'review.loading': 'Calculăm totalul comenzii…',
  'review.failed': 'Nu am putut calcula totalul comenzii.',
  'review.products': 'Produse',
  'review.extras': 'Servicii și accesorii',
  'review.shipping': 'Livrare',
  'review.estimate': 'Livrare estimată: {dates}',
  'review.codFee': 'Taxă ramburs',
  'review.discount': 'Reducere ({code})',
  'review.total': 'Total de plată',
  'review.place': 'Plasează comanda',
  'review.placing': 'Se plasează comanda…',
  'review.redirecting': 'Te trimitem la pagina de plată…',
  'review.terms':
    'Plasând comanda, accepți {terms} magazinului. Datele tale personale sunt prelucrate conform {privacy}.',
  'review.termsLink': 'termenii și condițiile',
  'review.privacyLink': 'politicii de confidențialitate',
  'review.changesTitle': 'Unele prețuri sau stocuri s-au schimbat',
  'review.changesText': 'Am actualizat coșul. Verifică totalul și plasează din nou comanda.',
  'review.changePrice': '{name}: {shown} → {current}',
  'review.changeGone': '{name}: nu mai este disponibil și a fost scos din coș',
  'review.itemPhone': 'Dispozitiv',
  'review.itemExtra': 'Serviciu extra',
  'review.itemAccessory': 'Accesoriu',
  'problem.summary-failed': 'Nu am putut calcula totalul. Verifică conexiunea și încearcă din nou.',
  'problem.bot-check-failed':
    'Nu am putut verifica solicitarea (protecție anti-robot). Încearcă din nou.',
  'problem.order-failed':
    'Comanda nu a putut fi plasată. Nimic nu s-a pierdut; încearcă din nou peste câteva momente.',
  'problem.network': 'Conexiunea s-a întrerupt. Datele tale sunt salvate; încearcă din nou.',
  'problem.timeout':
    'Magazinul nu a răspuns la timp. Datele tale sunt salvate; încearcă din nou – comanda nu va fi plasată de două ori.',
  'problem.rate-limited':
    'Prea multe comenzi trimise de la această conexiune. Așteaptă un minut și încearcă din nou.',
  'problem.unpaid-limit':
    'Ai deja comenzi neplătite care țin rezervate multe produse. Plătește-le sau așteaptă să expire rezervarea lor (30 de minute), apoi încearcă din nou.',
  'problem.payment-start-failed':
    'Comanda este înregistrată, dar plata nu a putut porni. Încearcă din nou.',
  'problem.payment-unavailable':
    'Metoda de plată aleasă nu mai este disponibilă pentru această comandă. Alege alta.',

  'summary.title': 'Sumarul comenzii',
  'summary.items': '{count, plural, one {# produs} few {# produse} other {# de produse}}',
  'summary.total': 'Total',

  'result.loading': 'Verificăm comanda…',
  'result.thankYouTitle': 'Mulțumim pentru comandă!',
  'result.thankYouText':
    'Comanda {orderId} a fost înregistrată. Îți trimitem confirmarea pe e-mail.',
  'result.thankYouPaid': 'Plata de {total} a fost confirmată.',
  'result.financingApproved':
    'Finanțarea pentru {total} a fost aprobată; ratele le plătești finanțatorului.',
  'result.thankYouOnReceipt': 'Vei plăti {total} la primirea coletului.',
  'result.tbiTitle': 'Mulțumim! Finanțarea TBI a fost aprobată',
  'result.cofidisTitle': 'Mulțumim! Finanțarea Cofidis a fost aprobată',
  'result.installments':
    '{count, plural, one {# rată lunară} few {# rate lunare} other {# de rate lunare}} de {monthly}',
  'result.installmentsByProvider':
    '{count, plural, one {# rată lunară} few {# rate lunare} other {# de rate lunare}}, după graficul primit de la finanțator',
  'result.processingTitle': 'Plata este în curs de procesare',
  'result.processingText':
    'Așteptăm confirmarea de la procesatorul de plăți. Pagina se actualizează singură.',
  'result.reviewTitle': 'Cererea de finanțare este în analiză',
  'result.reviewText':
    '{provider} analizează cererea ta de finanțare. Îți scriem pe e-mail când decide.',
  'result.reviewClose': 'Poți închide această pagină: comanda o găsești în contul tău.',
  'result.reviewCloseGuest':
    'Poți închide această pagină: comanda rămâne înregistrată, iar produsele îți sunt rezervate până la decizie.',
  'result.failedTitle': 'Plata nu a reușit',
  'result.failedText':
    'Nu ți-am reținut niciun ban. Produsele au rămas în coș; poți alege altă metodă de plată.',
  'result.failedRestoredText':
    'Finanțarea nu a fost aprobată și nu ți-am reținut niciun ban. Am pus produsele înapoi în coș: poți plăti în alt mod.',
  'result.refundDue':
    'O plată pentru această comandă a sosit după ce comanda a fost închisă. Îți returnăm suma integral în cel mult 5 zile lucrătoare, pe același card sau cont.',
  'result.tryAnother': 'Alege altă metodă de plată',
  'result.unknownOrder':
    'Nu găsim detaliile acestei comenzi în acest browser. Confirmarea îți vine pe e-mail.',
  'result.keepShopping': 'Continuă cumpărăturile',
  'result.orderNumber': 'Număr comandă: {orderId}',
  'result.itemsTitle': 'Ce ai comandat',
  'result.deliveryTitle': 'Livrare',
  'result.estimate': 'Livrare estimată: {dates}',
  'result.estimateDays':
    'Ajunge în {from}–{days, plural, one {# zi lucrătoare} few {# zile lucrătoare} other {# de zile lucrătoare}} de la expediere.',
  'result.nextTitle': 'Ce urmează',
  'result.nextSteps':
    'Îți trimitem confirmarea la {email}. Te anunțăm pe e-mail când predăm coletul curierului, cu numărul de urmărire.',
  'result.seeOrder': 'Vezi comanda în contul tău',
  'result.createAccount': 'Creează un cont ca să urmărești comanda',
} as const;

export type MessageKey = keyof typeof ro;
export type Messages = Readonly<Record<MessageKey, string>>;
