import type { Messages } from './messages.ro';

export const el: Messages = {
  'checkout.title': 'Ολοκλήρωση παραγγελίας',
  'checkout.loading': 'Φόρτωση ολοκλήρωσης παραγγελίας…',
  'checkout.waitingCart': 'Φόρτωση καλαθιού…',
  'checkout.cartUnavailable':
    'Δεν μπορέσαμε να φορτώσουμε το καλάθι σας. Φορτώστε ξανά τη σελίδα. Τα προϊόντα που επιλέξατε παραμένουν αποθηκευμένα.',
  'checkout.reload': 'Ανανέωση σελίδας',
  'checkout.emptyTitle': 'Το καλάθι σας είναι άδειο',
  'checkout.emptyText': 'Προσθέστε μια συσκευή στο καλάθι για να ολοκληρώσετε την παραγγελία.',
  'checkout.emptyCta': 'Μετάβαση στο κατάστημα',
  'checkout.backToCart': 'Πίσω στο καλάθι',
  'checkout.stepOf': 'Βήμα {n} από {total}',
  'checkout.change': 'Αλλαγή',
  'checkout.changeLabel': 'Αλλαγή: {step}',
  'checkout.continue': 'Συνέχεια',
  'checkout.save': 'Αποθήκευση και επιστροφή στη σύνοψη',
  'checkout.fixErrors': 'Ελέγξτε τα επισημασμένα πεδία: {count} προς διόρθωση.',
  'checkout.required': '(υποχρεωτικό)',
  'checkout.optional': '(προαιρετικό)',
  'error.title': 'Η ολοκλήρωση παραγγελίας δεν είναι διαθέσιμη αυτή τη στιγμή',
  'error.text': 'Φορτώστε ξανά τη σελίδα σε λίγο. Το καλάθι σας παραμένει αποθηκευμένο.',
  'error.retry': 'Δοκιμάστε ξανά',

  'step.contact': 'Στοιχεία επικοινωνίας',
  'step.delivery': 'Αποστολή',
  'step.billing': 'Στοιχεία χρέωσης',
  'step.payment': 'Πληρωμή',
  'step.review': 'Έλεγχος και υποβολή παραγγελίας',

  'contact.name': 'Ονοματεπώνυμο',
  'contact.email': 'E-mail',
  'contact.phone': 'Τηλέφωνο',
  'contact.nameError':
    'Συμπληρώστε το ονοματεπώνυμο: 2 έως 100 χαρακτήρες, γράμματα, κενά, παύλες, απόστροφοι και τελείες.',
  'contact.emailError': 'Συμπληρώστε ένα έγκυρο e-mail, π.χ. onoma@paradeigma.gr.',
  'contact.phoneError': 'Συμπληρώστε έναν έγκυρο αριθμό τηλεφώνου (6–15 ψηφία).',

  'delivery.kind': 'Πώς θέλετε να παραλάβετε την παραγγελία;',
  'delivery.courier': 'Με courier στη διεύθυνσή σας',
  'delivery.locker': 'Παραλαβή από locker',
  'delivery.office': 'Παραλαβή από κατάστημα courier',
  'delivery.cost': 'Κόστος αποστολής: {price}',
  'delivery.free': 'Δωρεάν αποστολή',
  'delivery.freeFrom': 'Δωρεάν για παραγγελίες άνω των {price}',
  'delivery.loading': 'Φόρτωση λίστας…',
  'delivery.optionsFailed': 'Δεν μπορέσαμε να φορτώσουμε τους τρόπους αποστολής.',
  'delivery.none': 'Δεν υπάρχουν διαθέσιμοι τρόποι αποστολής αυτή τη στιγμή.',
  'delivery.kindError': 'Επιλέξτε τρόπο αποστολής.',
  'delivery.estimate': 'παράδοση {dates}',
  'delivery.orderWithin':
    'Παραγγείλτε μέσα σε {hours, plural, one {# ώρα} other {# ώρες}} και {minutes, plural, one {# λεπτό} other {# λεπτά}}',
  'delivery.orderWithinHours': 'Παραγγείλτε μέσα σε {hours, plural, one {# ώρα} other {# ώρες}}',
  'delivery.orderWithinMinutes':
    'Παραγγείλτε μέσα σε {minutes, plural, one {# λεπτό} other {# λεπτά}}',
  'address.saved': 'Οι αποθηκευμένες διευθύνσεις σας',
  'address.new': 'Νέα διεύθυνση',
  'address.remember': 'Αποθήκευση της διεύθυνσης στον λογαριασμό μου',
  'pickup.search': 'Αναζήτηση ανά περιοχή',
  'pickup.searchHint': 'Πληκτρολογήστε το όνομα της περιοχής για να φιλτράρετε τα σημεία.',
  'pickup.results': '{count, plural, one {Βρέθηκε # σημείο} other {Βρέθηκαν # σημεία}}',
  'pickup.none': 'Δεν βρέθηκαν σημεία για αυτή την αναζήτηση.',
  'pickup.loading': 'Φόρτωση σημείων παραλαβής…',
  'pickup.failed': 'Δεν μπορέσαμε να φορτώσουμε τα σημεία παραλαβής.',
  'pickup.choose': 'Επιλογή',
  'pickup.chooseLabel': 'Επιλογή: {name}',
  'pickup.chosen': 'Επιλέξατε: {name}',
  'pickup.hours': 'Ωράριο: {hours}',
  'pickup.error': 'Επιλέξτε σημείο παραλαβής από τη λίστα.',
  'pickup.lockerTitle': 'Επιλέξτε locker',
  'pickup.officeTitle': 'Επιλέξτε κατάστημα courier',

  'billing.customerType': 'Αγοράζετε ως',
  'billing.personal': 'Ιδιώτης',
  'billing.corporate': 'Επιχείρηση',
  'billing.sameAsDelivery':
    'Το παραστατικό εκδίδεται με τα στοιχεία επικοινωνίας και τη διεύθυνση αποστολής.',
  'company.name': 'Επωνυμία εταιρείας',
  'company.fiscalCode': 'ΑΦΜ',
  'company.fiscalCodeHint': 'Μορφή: EL123456789',
  'company.registrationNumber': 'Αριθμός ΓΕΜΗ',
  'company.registrationNumberHint': 'Μορφή: 123456789',
  'company.email': 'E-mail εταιρείας',
  'company.phone': 'Τηλέφωνο εταιρείας',
  'company.nameError': 'Συμπληρώστε την επωνυμία της εταιρείας.',
  'company.fiscalCodeError': 'Ο ΑΦΜ δεν είναι έγκυρος. Παράδειγμα: EL123456789.',
  'company.registrationNumberError': 'Ο αριθμός ΓΕΜΗ δεν είναι έγκυρος. Παράδειγμα: 123456789.',
  'another.toggle': 'Το δέμα θα το παραλάβει άλλο πρόσωπο',
  'another.title': 'Στοιχεία παραλήπτη',

  'payment.title': 'Επιλέξτε τρόπο πληρωμής',
  'payment.loading': 'Φόρτωση τρόπων πληρωμής…',
  'payment.failed': 'Δεν μπορέσαμε να φορτώσουμε τους τρόπους πληρωμής.',
  'payment.chooseError': 'Επιλέξτε τρόπο πληρωμής.',
  'payment.belowMinimum': 'Διαθέσιμο για παραγγελίες από {limit} και άνω.',
  'payment.aboveMaximum': 'Διαθέσιμο για παραγγελίες έως {limit}.',
  'payment.tooManyProducts':
    'Διαθέσιμο για έως {limit, plural, one {# προϊόν} other {# προϊόντα}} στο καλάθι.',
  'payment.codFee': 'Προστίθεται χρέωση αντικαταβολής {price}.',
  'payment.codFeeNoAmount': 'Ενδέχεται να προστεθεί χρέωση αντικαταβολής.',
  'payment.installments': 'Αριθμός δόσεων',
  'payment.installmentsOption': '{count, plural, one {# δόση} other {# δόσεις}}',
  'payment.oneyDetail':
    '{count, plural, one {# δόση} other {# δόσεις}}: πρώτη δόση {first}, έπειτα {next}',
  'payment.tbiDetail': 'Μηνιαίες δόσεις μέσω TBI Bank, με online έγκριση.',
  'payment.cofidisDetail': 'Χρηματοδότηση μέσω Cofidis, με online έγκριση.',
  'payment.cofidisPromo':
    'Χρηματοδότηση Cofidis με προνομιακό επιτόκιο για {months, plural, one {# μήνα} other {# μήνες}}.',
  'payment.planDetail':
    'Ενδεικτικά: {count, plural, one {# μηνιαία δόση} other {# μηνιαίες δόσεις}} των {monthly}.',
  'method.online-card': 'Κάρτα online',
  'method.oney': 'Άτοκες δόσεις με Oney',
  'method.tbi-standard': 'Δόσεις TBI',
  'method.tbi-promo': 'Δόσεις TBI προσφορά',
  'method.tbi-promo-ten': 'Δόσεις TBI προσφορά 10',
  'method.tbi-promo-multi': 'Δόσεις TBI προσφορά multi',
  'method.tbi-bnpl': 'Αγοράστε τώρα, πληρώστε αργότερα (TBI)',
  'method.tbi-tnpl': 'Πληρωμή σε 3 δόσεις (TBI)',
  'method.tbi-tnpl-rate': 'Δόσεις TBI tnpl',
  'method.tbi-combo': 'TBI combo',
  'method.cofidis': 'Cofidis',
  'method.cofidis-promo': 'Cofidis προσφορά 6',
  'method.cofidis-promo-ten': 'Cofidis προσφορά 10',
  'method.pay-on-delivery': 'Πληρωμή κατά την παράδοση',
  'method.cash-on-delivery': 'Αντικαταβολή (μετρητά στον courier)',
  'method.card-or-cash-at-office': 'Κάρτα ή μετρητά στο κατάστημα courier',
  'method.card-at-locker': 'Κάρτα στο locker',
  'methodSubtitle.online-card': 'Visa ή Mastercard, με 3-D Secure',
  'methodSubtitle.oney': 'Πληρωμή σε 3 ή 4 δόσεις με κάρτα',
  'methodSubtitle.tbi-standard': 'Τυπική χρηματοδότηση TBI',
  'methodSubtitle.tbi-promo': 'Προωθητική προσφορά TBI',
  'methodSubtitle.tbi-promo-ten': 'Προωθητική προσφορά TBI για 10 μήνες',
  'methodSubtitle.tbi-promo-multi': 'Πολλαπλή προωθητική προσφορά TBI',
  'methodSubtitle.tbi-bnpl': 'Το παραλαμβάνετε τώρα, πληρώνετε όλο το ποσό αργότερα',
  'methodSubtitle.tbi-tnpl': 'Τρεις ίσες πληρωμές χωρίς επιπλέον κόστος',
  'methodSubtitle.tbi-tnpl-rate': 'Τρεις μηνιαίες πληρωμές',
  'methodSubtitle.tbi-combo': 'Συνδυαστική προσφορά TBI',
  'methodSubtitle.cofidis': 'Καταναλωτικό δάνειο Cofidis',
  'methodSubtitle.cofidis-promo': 'Προωθητική προσφορά Cofidis για 6 μήνες',
  'methodSubtitle.cofidis-promo-ten': 'Προωθητική προσφορά Cofidis για 10 μήνες',
  'methodSubtitle.pay-on-delivery': 'Με κάρτα ή μετρητά στον courier',
  'methodSubtitle.cash-on-delivery': 'Μετρητά στον courier',
  'methodSubtitle.card-or-cash-at-office': 'Με κάρτα ή μετρητά κατά την παραλαβή από το κατάστημα',
  'methodSubtitle.card-at-locker': 'Με κάρτα στο locker',
  'methodDisclaimer.card':
    'Τα στοιχεία της κάρτας τα εισάγετε μόνο στη σελίδα του παρόχου πληρωμών· το κατάστημα δεν τα βλέπει.',
  'methodDisclaimer.oney':
    'Χρηματοδότηση από την Oney, υπό την προϋπόθεση έγκρισης. Βλέπετε το συνολικό κόστος πριν επιβεβαιώσετε.',
  'methodDisclaimer.tbi':
    'Χρηματοδότηση από την TBI Bank, υπό την προϋπόθεση έγκρισης της αίτησης.',
  'methodDisclaimer.cofidis':
    'Χρηματοδότηση από την Cofidis, υπό την προϋπόθεση έγκρισης της αίτησης.',
  'methodDisclaimer.cash': 'Πληρώνετε κατά την παραλαβή του δέματος, χωρίς προπληρωμή.',

  'review.loading': 'Υπολογίζουμε το σύνολο της παραγγελίας…',
  'review.failed': 'Δεν μπορέσαμε να υπολογίσουμε το σύνολο της παραγγελίας.',
  'review.products': 'Προϊόντα',
  'review.extras': 'Υπηρεσίες και αξεσουάρ',
  'review.shipping': 'Αποστολή',
  'review.estimate': 'Εκτιμώμενη παράδοση: {dates}',
  'review.codFee': 'Χρέωση αντικαταβολής',
  'review.discount': 'Έκπτωση ({code})',
  'review.total': 'Σύνολο πληρωμής',
  'review.place': 'Υποβολή παραγγελίας',
  'review.placing': 'Υποβολή παραγγελίας…',
  'review.redirecting': 'Σας μεταφέρουμε στη σελίδα πληρωμής…',
  'review.terms':
    'Με την υποβολή της παραγγελίας αποδέχεστε {terms} του καταστήματος. Τα προσωπικά σας δεδομένα επεξεργάζονται σύμφωνα με {privacy}.',
  'review.termsLink': 'τους όρους και τις προϋποθέσεις',
  'review.privacyLink': 'την πολιτική απορρήτου',
  'review.changesTitle': 'Ορισμένες τιμές ή διαθεσιμότητες άλλαξαν',
  'review.changesText':
    'Ενημερώσαμε το καλάθι. Ελέγξτε το σύνολο και υποβάλετε ξανά την παραγγελία.',
  'review.changePrice': '{name}: {shown} → {current}',
  'review.changeGone': '{name}: δεν είναι πλέον διαθέσιμο και αφαιρέθηκε από το καλάθι',
  'review.itemPhone': 'Συσκευή',
  'review.itemExtra': 'Επιπλέον υπηρεσία',
  'review.itemAccessory': 'Αξεσουάρ',
  'problem.summary-failed':
    'Δεν μπορέσαμε να υπολογίσουμε το σύνολο. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
  'problem.bot-check-failed':
    'Δεν μπορέσαμε να επαληθεύσουμε το αίτημα (προστασία από bots). Δοκιμάστε ξανά.',
  'problem.order-failed':
    'Δεν ήταν δυνατή η υποβολή της παραγγελίας. Δεν χάθηκε τίποτα, δοκιμάστε ξανά σε λίγο.',
  'problem.network': 'Η σύνδεση διακόπηκε. Τα στοιχεία σας είναι αποθηκευμένα, δοκιμάστε ξανά.',
  'problem.timeout':
    'Το κατάστημα δεν απάντησε εγκαίρως. Τα στοιχεία σας είναι αποθηκευμένα· δοκιμάστε ξανά – η παραγγελία δεν θα καταχωριστεί δύο φορές.',
  'problem.rate-limited':
    'Πάρα πολλές παραγγελίες από αυτή τη σύνδεση. Περιμένετε ένα λεπτό και δοκιμάστε ξανά.',
  'problem.unpaid-limit':
    'Έχετε ήδη απλήρωτες παραγγελίες που κρατούν δεσμευμένα πολλά προϊόντα. Πληρώστε τις ή περιμένετε να λήξει η κράτησή τους (30 λεπτά) και δοκιμάστε ξανά.',
  'problem.payment-start-failed':
    'Η παραγγελία καταχωρίστηκε, αλλά δεν ήταν δυνατή η έναρξη της πληρωμής. Δοκιμάστε ξανά.',
  'problem.payment-unavailable':
    'Ο τρόπος πληρωμής που επιλέξατε δεν είναι πλέον διαθέσιμος για αυτή την παραγγελία. Επιλέξτε άλλον.',

  'summary.title': 'Σύνοψη παραγγελίας',
  'summary.items': '{count, plural, one {# προϊόν} other {# προϊόντα}}',
  'summary.total': 'Σύνολο',

  'result.loading': 'Ελέγχουμε την παραγγελία…',
  'result.thankYouTitle': 'Ευχαριστούμε για την παραγγελία σας!',
  'result.thankYouText':
    'Η παραγγελία {orderId} καταχωρίστηκε. Θα σας στείλουμε επιβεβαίωση με e-mail.',
  'result.thankYouPaid': 'Η πληρωμή ποσού {total} επιβεβαιώθηκε.',
  'result.financingApproved':
    'Η χρηματοδότηση για {total} εγκρίθηκε· τις δόσεις τις πληρώνετε στον πάροχο χρηματοδότησης.',
  'result.thankYouOnReceipt': 'Θα πληρώσετε {total} κατά την παραλαβή του δέματος.',
  'result.tbiTitle': 'Ευχαριστούμε! Η χρηματοδότηση TBI εγκρίθηκε',
  'result.cofidisTitle': 'Ευχαριστούμε! Η χρηματοδότηση Cofidis εγκρίθηκε',
  'result.installments':
    '{count, plural, one {# μηνιαία δόση} other {# μηνιαίες δόσεις}} των {monthly}',
  'result.installmentsByProvider':
    '{count, plural, one {# μηνιαία δόση} other {# μηνιαίες δόσεις}}, σύμφωνα με το πρόγραμμα του παρόχου',
  'result.processingTitle': 'Η πληρωμή βρίσκεται σε επεξεργασία',
  'result.processingText':
    'Περιμένουμε επιβεβαίωση από τον πάροχο πληρωμών. Η σελίδα θα ανανεωθεί αυτόματα.',
  'result.reviewTitle': 'Η αίτηση χρηματοδότησης εξετάζεται',
  'result.reviewText':
    'Ο πάροχος χρηματοδότησης ({provider}) εξετάζει την αίτησή σας. Θα σας ενημερώσουμε με e-mail μόλις αποφασίσει.',
  'result.reviewClose':
    'Μπορείτε να κλείσετε αυτή τη σελίδα: η παραγγελία βρίσκεται στον λογαριασμό σας.',
  'result.reviewCloseGuest':
    'Μπορείτε να κλείσετε αυτή τη σελίδα: η παραγγελία έχει καταχωριστεί και τα προϊόντα παραμένουν δεσμευμένα για εσάς μέχρι την απόφαση.',
  'result.failedTitle': 'Η πληρωμή δεν ολοκληρώθηκε',
  'result.failedText':
    'Δεν έγινε καμία χρέωση. Τα προϊόντα παραμένουν στο καλάθι και μπορείτε να επιλέξετε άλλον τρόπο πληρωμής.',
  'result.failedRestoredText':
    'Η χρηματοδότηση δεν εγκρίθηκε και δεν έγινε καμία χρέωση. Επιστρέψαμε τα προϊόντα στο καλάθι σας: μπορείτε να πληρώσετε με άλλον τρόπο.',
  'result.refundDue':
    'Μια πληρωμή για αυτή την παραγγελία έφτασε αφού η παραγγελία είχε κλείσει. Θα σου επιστρέψουμε ολόκληρο το ποσό μέσα σε 5 εργάσιμες ημέρες, στην ίδια κάρτα ή στον ίδιο λογαριασμό.',
  'result.tryAnother': 'Επιλέξτε άλλον τρόπο πληρωμής',
  'result.unknownOrder':
    'Δεν βρίσκουμε τα στοιχεία αυτής της παραγγελίας σε αυτόν τον browser. Η επιβεβαίωση θα σας έρθει με e-mail.',
  'result.keepShopping': 'Συνέχεια αγορών',
  'result.orderNumber': 'Αριθμός παραγγελίας: {orderId}',
  'result.itemsTitle': 'Τι παραγγείλατε',
  'result.deliveryTitle': 'Αποστολή',
  'result.estimate': 'Εκτιμώμενη παράδοση: {dates}',
  'result.estimateDays':
    'Φτάνει σε {from}–{days, plural, one {# εργάσιμη ημέρα} other {# εργάσιμες ημέρες}} από την αποστολή.',
  'result.nextTitle': 'Τι ακολουθεί',
  'result.nextSteps':
    'Στέλνουμε την επιβεβαίωση στο {email}. Θα σας ενημερώσουμε με email όταν παραδώσουμε το δέμα στον courier, μαζί με τον αριθμό αποστολής.',
  'result.seeOrder': 'Δείτε την παραγγελία στον λογαριασμό σας',
  'result.createAccount': 'Δημιουργήστε λογαριασμό για να παρακολουθείτε την παραγγελία',
};
