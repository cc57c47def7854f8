/** Greek. */
import type { Messages } from './messages.ro';

export const el: Messages = {
  'account.loading': 'Φόρτωση…',
  'error.title': 'Ο λογαριασμός δεν είναι διαθέσιμος αυτή τη στιγμή',
  'error.text': 'Φορτώστε ξανά τη σελίδα σε λίγο. Το καλάθι σας παραμένει αποθηκευμένο.',
  'error.retry': 'Δοκιμάστε ξανά',
  'form.required': '(υποχρεωτικό)',
  'form.fixErrors': 'Ελέγξτε τα επισημασμένα πεδία: {count} προς διόρθωση.',

  'field.email.label': 'Διεύθυνση e-mail',
  'field.email.required': 'Συμπληρώστε τη διεύθυνση e-mail σας.',
  'field.email.invalid': 'Η διεύθυνση e-mail δεν φαίνεται σωστή (παράδειγμα: onoma@domain.gr).',
  'field.password.label': 'Κωδικός πρόσβασης',
  'field.password.new': 'Νέος κωδικός πρόσβασης',
  'field.password.hint': 'Τουλάχιστον {min} χαρακτήρες, με γράμματα και αριθμούς.',
  'field.password.required': 'Συμπληρώστε τον κωδικό πρόσβασης.',
  'field.password.too-short': 'Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον {min} χαρακτήρες.',
  'field.password.no-letter': 'Ο κωδικός πρόσβασης πρέπει να περιέχει τουλάχιστον ένα γράμμα.',
  'field.password.no-digit': 'Ο κωδικός πρόσβασης πρέπει να περιέχει τουλάχιστον έναν αριθμό.',
  'field.confirm.label': 'Πληκτρολογήστε ξανά τον νέο κωδικό πρόσβασης',
  'field.confirm.mismatch': 'Οι κωδικοί πρόσβασης δεν ταιριάζουν.',
  'field.displayName.label': 'Ονοματεπώνυμο',
  'field.displayName.required': 'Συμπληρώστε το όνομά σας.',
  'field.displayName.invalid': 'Το όνομα πρέπει να έχει τουλάχιστον 2 γράμματα.',
  'field.acceptTerms.label': 'Αποδέχομαι τους όρους χρήσης και την πολιτική απορρήτου',
  'field.acceptTerms.required': 'Για να δημιουργήσετε λογαριασμό, αποδεχτείτε τους όρους χρήσης.',
  'field.phone.label': 'Αριθμός τηλεφώνου',
  'field.phone.hint': 'Παράδειγμα: 694 123 4567',
  'field.phone.required': 'Συμπληρώστε τον αριθμό τηλεφώνου σας.',
  'field.phone.invalid': 'Ο αριθμός δεν φαίνεται σωστός (παράδειγμα: 694 123 4567).',
  'field.code.label': 'Κωδικός από SMS',
  'field.code.required': 'Συμπληρώστε τον κωδικό που λάβατε.',
  'field.code.invalid': 'Ο κωδικός έχει 6 ψηφία.',

  'auth.error.wrong-password':
    'Η διεύθυνση e-mail ή ο κωδικός πρόσβασης δεν είναι σωστά. Δοκιμάστε ξανά ή ζητήστε νέο κωδικό πρόσβασης.',
  'auth.error.unknown-email':
    'Δεν υπάρχει λογαριασμός με αυτή τη διεύθυνση. Ελέγξτε τη διεύθυνση ή δημιουργήστε λογαριασμό.',
  'auth.error.too-many-attempts':
    'Πάρα πολλές προσπάθειες. Περιμένετε λίγα λεπτά ή ζητήστε νέο κωδικό πρόσβασης.',
  'auth.error.expired-link': 'Ο σύνδεσμος έληξε ή έχει ήδη χρησιμοποιηθεί. Ζητήστε νέο.',
  'auth.error.wrong-code': 'Ο κωδικός δεν είναι σωστός. Ελέγξτε το SMS και δοκιμάστε ξανά.',
  'auth.error.expired-code': 'Ο κωδικός έληξε. Ζητήστε νέο κωδικό.',
  'auth.error.email-in-use':
    'Υπάρχει ήδη λογαριασμός με αυτή τη διεύθυνση. Συνδεθείτε ή ζητήστε νέο κωδικό πρόσβασης.',
  'auth.error.weak-password':
    'Ο κωδικός πρόσβασης είναι πολύ αδύναμος. Επιλέξτε μεγαλύτερο, με γράμματα και αριθμούς.',
  'auth.error.invalid-email': 'Ο σύνδεσμος δεν στάλθηκε σε αυτή τη διεύθυνση e-mail.',
  'auth.error.invalid-phone': 'Αυτός ο αριθμός τηλεφώνου δεν μπορεί να λάβει SMS. Ελέγξτε τον.',
  'auth.error.popup-closed': 'Το παράθυρο σύνδεσης έκλεισε. Δοκιμάστε ξανά.',
  'auth.error.popup-blocked':
    'Ο browser μπλόκαρε το παράθυρο σύνδεσης. Επιτρέψτε τα αναδυόμενα παράθυρα για αυτόν τον ιστότοπο και δοκιμάστε ξανά.',
  'auth.error.account-disabled':
    'Αυτός ο λογαριασμός είναι απενεργοποιημένος. Γράψτε μας από τη σελίδα «Επικοινωνία».',
  'auth.error.needs-recent-login':
    'Για λόγους ασφαλείας, συνδεθείτε ξανά και επαναλάβετε την ενέργεια.',
  'auth.error.network':
    'Δεν υπάρχει σύνδεση. Ελέγξτε τη σύνδεσή σας στο internet και δοκιμάστε ξανά.',
  'auth.error.unknown': 'Κάτι πήγε στραβά. Δοκιμάστε ξανά σε λίγο.',
  'auth.error.bot-check-failed':
    'Δεν μπορέσαμε να επιβεβαιώσουμε ότι δεν είστε ρομπότ. Φορτώστε ξανά τη σελίδα και δοκιμάστε ξανά.',
  'auth.error.rate-limited':
    'Πάρα πολλές προσπάθειες σύνδεσης. Περιμένετε ένα λεπτό και δοκιμάστε ξανά.',
  'auth.error.account-deactivated':
    'Αυτός ο λογαριασμός απενεργοποιήθηκε. Για λεπτομέρειες, γράψτε μας από τη σελίδα «Επικοινωνία».',
  'auth.error.session-failed': 'Δεν μπορέσαμε να ξεκινήσουμε τη συνεδρία. Δοκιμάστε ξανά.',

  'auth.login.title': 'Σύνδεση',
  'auth.login.intro':
    'Συνδεθείτε για παραγγελίες, επιστροφές, εγγυήσεις και ένα καλάθι αποθηκευμένο σε όλες τις συσκευές σας.',
  'auth.method.legend': 'Πώς θέλετε να συνδεθείτε;',
  'auth.method.password': 'Με κωδικό πρόσβασης',
  'auth.method.link': 'Με σύνδεσμο στο e-mail',
  'auth.method.phone': 'Με κωδικό μέσω SMS',
  'auth.login.submit': 'Σύνδεση',
  'auth.busy': 'Γίνεται έλεγχος…',
  'auth.signedIn': 'Συνδεθήκατε. Σας μεταφέρουμε…',
  'auth.forgotLink': 'Ξεχάσατε τον κωδικό σας;',
  'auth.toRegister': 'Δεν έχετε λογαριασμό; Δημιουργήστε έναν',
  'auth.toLogin': 'Έχετε ήδη λογαριασμό; Συνδεθείτε',
  'auth.back': 'Πίσω',
  'auth.federated.legend': 'Ή συνεχίστε με',
  'auth.federated.google': 'Συνέχεια με Google',
  'auth.federated.facebook': 'Συνέχεια με Facebook',
  'auth.federated.apple': 'Συνέχεια με Apple',
  'auth.partner': 'Σύνδεση με λογαριασμό eMAG',
  'auth.link.send': 'Αποστολή συνδέσμου',
  'auth.link.intro':
    'Σας στέλνουμε έναν σύνδεσμο: τον ανοίγετε και συνδέεστε, χωρίς κωδικό πρόσβασης.',
  'auth.link.sentTitle': 'Ελέγξτε το e-mail σας',
  'auth.link.sentText':
    'Στείλαμε στο {email} έναν σύνδεσμο για να συνδεθείτε. Ανοίξτε τον σε αυτόν τον browser.',
  'auth.link.resend': 'Νέα αποστολή',
  'auth.link.askTitle': 'Επιβεβαιώστε τη διεύθυνση e-mail',
  'auth.link.askText':
    'Ο σύνδεσμος άνοιξε σε άλλον browser. Συμπληρώστε τη διεύθυνση στην οποία τον λάβατε.',
  'auth.link.complete': 'Συνέχεια',
  'auth.phone.send': 'Αποστολή κωδικού',
  'auth.phone.codeText': 'Στείλαμε έναν κωδικό μέσω SMS στο {phone}.',
  'auth.phone.confirm': 'Επιβεβαίωση κωδικού',
  'auth.phone.resend': 'Αποστολή νέου κωδικού',
  'auth.factor.title': 'Επαλήθευση σε δύο βήματα',
  'auth.factor.choose': 'Επιλέξτε το τηλέφωνο στο οποίο θα λάβετε τον κωδικό',
  'auth.factor.send': 'Αποστολή κωδικού',
  'auth.factor.codeText': 'Στείλαμε έναν κωδικό στο {phone}.',
  'auth.factor.confirm': 'Επαλήθευση',
  'auth.factor.resend': 'Αποστολή νέου κωδικού',

  'auth.register.title': 'Δημιουργία λογαριασμού',
  'auth.register.intro':
    'Με έναν λογαριασμό βλέπετε τις παραγγελίες σας, ζητάτε επιστροφές και κρατάτε το καλάθι σας σε κάθε συσκευή.',
  'auth.register.submit': 'Δημιουργία λογαριασμού',

  'auth.forgot.title': 'Ξεχάσατε τον κωδικό σας;',
  'auth.forgot.intro':
    'Συμπληρώστε το e-mail του λογαριασμού σας και θα σας στείλουμε έναν σύνδεσμο για νέο κωδικό πρόσβασης.',
  'auth.forgot.submit': 'Αποστολή συνδέσμου',
  'auth.forgot.sentTitle': 'Ελέγξτε το e-mail σας',
  'auth.forgot.sentText':
    'Αν υπάρχει λογαριασμός για το {email}, θα λάβετε σε λίγα λεπτά έναν σύνδεσμο για νέο κωδικό πρόσβασης. Ελέγξτε και τον φάκελο «Ανεπιθύμητα».',
  'auth.forgot.chooseTitle': 'Επιλέξτε νέο κωδικό πρόσβασης',
  'auth.forgot.chooseText': 'Για τον λογαριασμό {email}.',
  'auth.forgot.confirm': 'Αποθήκευση κωδικού',
  'auth.forgot.doneTitle': 'Ο κωδικός πρόσβασης άλλαξε',
  'auth.forgot.doneText': 'Μπορείτε τώρα να συνδεθείτε με τον νέο κωδικό πρόσβασης.',

  'logout.heading': 'Αποσύνδεση',
  'logout.busy': 'Γίνεται αποσύνδεση…',
  'logout.title': 'Αποσυνδεθήκατε',
  'logout.text': 'Το καλάθι σας παραμένει σε αυτόν τον browser.',
  'logout.deactivatedTitle': 'Ο λογαριασμός σας απενεργοποιήθηκε',
  'logout.deactivatedText':
    'Σας αποσυνδέσαμε. Για λεπτομέρειες, γράψτε μας από τη σελίδα «Επικοινωνία».',
  'logout.failed': 'Δεν μπορέσαμε να σας αποσυνδέσουμε. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
  'logout.login': 'Συνδεθείτε ξανά',
  'logout.home': 'Μετάβαση στην αρχική σελίδα',

  'section.account': 'Ο λογαριασμός μου',
  'section.account-purchases': 'Οι παραγγελίες μου',
  'section.account-return': 'Επιστροφές',
  'section.account-return-form': 'Φόρμα επιστροφής',
  'section.account-warranties': 'Οι εγγυήσεις μου',
  'section.account-insurances': 'Οι ασφαλίσεις μου',
  'section.account-send-in-warranty': 'Αποστολή για εγγύηση',
  'section.account-sales': 'Οι πωλήσεις μου',
  'section.account-sale-details': 'Λεπτομέρειες πώλησης',
  'section.account-settings': 'Ρυθμίσεις',
  'section.account-genius': 'Genius',
  'menu.label': 'Ο λογαριασμός μου',
  'menu.hello': 'Γεια σας, {name}',
  'menu.login': 'Σύνδεση',
  'menu.register': 'Εγγραφή',
  'menu.logout': 'Αποσύνδεση',

  'checkoutLogin.title': 'Έχετε ήδη λογαριασμό;',
  'checkoutLogin.text':
    'Συνδεθείτε και ολοκληρώνουμε την παραγγελία με τα αποθηκευμένα στοιχεία σας.',
};
