/**
 * Counties (RO judete, BG oblasti, HU varmegyek, GR periferies) with real localities and postal
 * codes. RO has every county and Bucharest's six sectors; the others a realistic set. The first
 * locality of each county is its seat. Native names are given where the alphabet differs.
 */
import type { Country } from '@refurb/shared-contracts';

export interface AreaSeed {
  readonly name: string;
  readonly nativeName?: string;
  /** [locality, postal code] */
  readonly localities: readonly (readonly [string, string])[];
}

const ro = (name: string, ...localities: [string, string][]): AreaSeed => ({ name, localities });

export const AREAS: Readonly<Record<Country, readonly AreaSeed[]>> = {
  ro: [
    ro('Alba', ['Alba Iulia', '510010'], ['Aiud', '515200'], ['Sebeș', '515800']),
    ro('Arad', ['Arad', '310010'], ['Ineu', '315300'], ['Lipova', '315400']),
    ro('Argeș', ['Pitești', '110010'], ['Câmpulung', '115100'], ['Curtea de Argeș', '115300']),
    ro('Bacău', ['Bacău', '600010'], ['Onești', '601010'], ['Moinești', '605400']),
    ro('Bihor', ['Oradea', '410010'], ['Salonta', '415500'], ['Marghita', '415300']),
    ro('Bistrița-Năsăud', ['Bistrița', '420010'], ['Beclean', '425100'], ['Năsăud', '425200']),
    ro('Botoșani', ['Botoșani', '710010'], ['Dorohoi', '715200'], ['Darabani', '715100']),
    ro('Brașov', ['Brașov', '500010'], ['Făgăraș', '505200'], ['Săcele', '505600']),
    ro('Brăila', ['Brăila', '810010'], ['Ianca', '815200'], ['Însurăței', '815300']),
    ro(
      'București',
      ['Sector 1', '010011'],
      ['Sector 2', '020011'],
      ['Sector 3', '030011'],
      ['Sector 4', '040011'],
      ['Sector 5', '050011'],
      ['Sector 6', '060011'],
    ),
    ro('Buzău', ['Buzău', '120010'], ['Râmnicu Sărat', '125300'], ['Nehoiu', '125200']),
    ro('Caraș-Severin', ['Reșița', '320010'], ['Caransebeș', '325400'], ['Oravița', '325600']),
    ro('Călărași', ['Călărași', '910010'], ['Oltenița', '915400'], ['Lehliu-Gară', '915300']),
    ro('Cluj', ['Cluj-Napoca', '400010'], ['Turda', '401010'], ['Dej', '405200']),
    ro('Constanța', ['Constanța', '900010'], ['Mangalia', '905500'], ['Medgidia', '905600']),
    ro(
      'Covasna',
      ['Sfântu Gheorghe', '520010'],
      ['Târgu Secuiesc', '525400'],
      ['Baraolt', '525100'],
    ),
    ro('Dâmbovița', ['Târgoviște', '130010'], ['Moreni', '135300'], ['Pucioasa', '135400']),
    ro('Dolj', ['Craiova', '200010'], ['Băilești', '205100'], ['Calafat', '205200']),
    ro('Galați', ['Galați', '800010'], ['Tecuci', '805300'], ['Târgu Bujor', '805200']),
    ro('Giurgiu', ['Giurgiu', '080010'], ['Bolintin-Vale', '085100'], ['Mihăilești', '085200']),
    ro('Gorj', ['Târgu Jiu', '210010'], ['Motru', '215200'], ['Rovinari', '215400']),
    ro(
      'Harghita',
      ['Miercurea Ciuc', '530010'],
      ['Odorheiu Secuiesc', '535600'],
      ['Gheorgheni', '535500'],
    ),
    ro('Hunedoara', ['Deva', '330010'], ['Hunedoara', '331010'], ['Petroșani', '332010']),
    ro('Ialomița', ['Slobozia', '920010'], ['Fetești', '925100'], ['Urziceni', '925300']),
    ro('Iași', ['Iași', '700010'], ['Pașcani', '705200'], ['Hârlău', '705100']),
    ro('Ilfov', ['Buftea', '070000'], ['Voluntari', '077190'], ['Otopeni', '075100']),
    ro('Maramureș', ['Baia Mare', '430010'], ['Sighetu Marmației', '435500'], ['Borșa', '435200']),
    ro(
      'Mehedinți',
      ['Drobeta-Turnu Severin', '220010'],
      ['Orșova', '225200'],
      ['Strehaia', '225300'],
    ),
    ro('Mureș', ['Târgu Mureș', '540010'], ['Reghin', '545300'], ['Sighișoara', '545400']),
    ro('Neamț', ['Piatra Neamț', '610010'], ['Roman', '611010'], ['Târgu Neamț', '615200']),
    ro('Olt', ['Slatina', '230010'], ['Caracal', '235200'], ['Balș', '235100']),
    ro('Prahova', ['Ploiești', '100010'], ['Câmpina', '105600'], ['Sinaia', '106100']),
    ro('Satu Mare', ['Satu Mare', '440010'], ['Carei', '445100'], ['Negrești-Oaș', '445200']),
    ro('Sălaj', ['Zalău', '450010'], ['Șimleu Silvaniei', '455300'], ['Jibou', '455200']),
    ro('Sibiu', ['Sibiu', '550010'], ['Mediaș', '551010'], ['Cisnădie', '555300']),
    ro('Suceava', ['Suceava', '720010'], ['Fălticeni', '725200'], ['Rădăuți', '725400']),
    ro(
      'Teleorman',
      ['Alexandria', '140010'],
      ['Roșiori de Vede', '145200'],
      ['Turnu Măgurele', '145300'],
    ),
    ro('Timiș', ['Timișoara', '300010'], ['Lugoj', '305500'], ['Sânnicolau Mare', '305600']),
    ro('Tulcea', ['Tulcea', '820010'], ['Babadag', '825100'], ['Măcin', '825300']),
    ro('Vaslui', ['Vaslui', '730010'], ['Bârlad', '731010'], ['Huși', '735100']),
    ro('Vâlcea', ['Râmnicu Vâlcea', '240010'], ['Drăgășani', '245700'], ['Horezu', '245800']),
    ro('Vrancea', ['Focșani', '620010'], ['Adjud', '625100'], ['Mărășești', '625200']),
  ],
  bg: [
    { name: 'Sofia-grad', nativeName: 'София-град', localities: [['Sofia', '1000']] },
    {
      name: 'Plovdiv',
      nativeName: 'Пловдив',
      localities: [
        ['Plovdiv', '4000'],
        ['Asenovgrad', '4230'],
      ],
    },
    {
      name: 'Varna',
      nativeName: 'Варна',
      localities: [
        ['Varna', '9000'],
        ['Provadia', '9200'],
      ],
    },
    {
      name: 'Burgas',
      nativeName: 'Бургас',
      localities: [
        ['Burgas', '8000'],
        ['Nesebar', '8230'],
        ['Pomorie', '8200'],
      ],
    },
    { name: 'Ruse', nativeName: 'Русе', localities: [['Ruse', '7000']] },
    {
      name: 'Stara Zagora',
      nativeName: 'Стара Загора',
      localities: [
        ['Stara Zagora', '6000'],
        ['Kazanlak', '6100'],
      ],
    },
    { name: 'Pleven', nativeName: 'Плевен', localities: [['Pleven', '5800']] },
    { name: 'Sliven', nativeName: 'Сливен', localities: [['Sliven', '8800']] },
    {
      name: 'Dobrich',
      nativeName: 'Добрич',
      localities: [
        ['Dobrich', '9300'],
        ['Balchik', '9600'],
      ],
    },
    { name: 'Shumen', nativeName: 'Шумен', localities: [['Shumen', '9700']] },
    {
      name: 'Veliko Tarnovo',
      nativeName: 'Велико Търново',
      localities: [
        ['Veliko Tarnovo', '5000'],
        ['Gorna Oryahovitsa', '5100'],
      ],
    },
    {
      name: 'Blagoevgrad',
      nativeName: 'Благоевград',
      localities: [
        ['Blagoevgrad', '2700'],
        ['Sandanski', '2800'],
      ],
    },
    {
      name: 'Haskovo',
      nativeName: 'Хасково',
      localities: [
        ['Haskovo', '6300'],
        ['Dimitrovgrad', '6400'],
      ],
    },
  ],
  hu: [
    { name: 'Budapest', localities: [['Budapest', '1051']] },
    {
      name: 'Pest',
      localities: [
        ['Érd', '2030'],
        ['Szentendre', '2000'],
        ['Gödöllő', '2100'],
      ],
    },
    {
      name: 'Győr-Moson-Sopron',
      localities: [
        ['Győr', '9021'],
        ['Sopron', '9400'],
      ],
    },
    {
      name: 'Hajdú-Bihar',
      localities: [
        ['Debrecen', '4024'],
        ['Hajdúszoboszló', '4200'],
      ],
    },
    {
      name: 'Csongrád-Csanád',
      localities: [
        ['Szeged', '6720'],
        ['Hódmezővásárhely', '6800'],
      ],
    },
    {
      name: 'Baranya',
      localities: [
        ['Pécs', '7621'],
        ['Komló', '7300'],
      ],
    },
    {
      name: 'Borsod-Abaúj-Zemplén',
      localities: [
        ['Miskolc', '3525'],
        ['Kazincbarcika', '3700'],
      ],
    },
    {
      name: 'Fejér',
      localities: [
        ['Székesfehérvár', '8000'],
        ['Dunaújváros', '2400'],
      ],
    },
    { name: 'Szabolcs-Szatmár-Bereg', localities: [['Nyíregyháza', '4400']] },
    {
      name: 'Bács-Kiskun',
      localities: [
        ['Kecskemét', '6000'],
        ['Baja', '6500'],
      ],
    },
    {
      name: 'Veszprém',
      localities: [
        ['Veszprém', '8200'],
        ['Balatonfüred', '8230'],
      ],
    },
    {
      name: 'Zala',
      localities: [
        ['Zalaegerszeg', '8900'],
        ['Nagykanizsa', '8800'],
      ],
    },
    {
      name: 'Somogy',
      localities: [
        ['Kaposvár', '7400'],
        ['Siófok', '8600'],
      ],
    },
  ],
  gr: [
    {
      name: 'Attiki',
      nativeName: 'Αττική',
      localities: [
        ['Athina', '10552'],
        ['Peiraias', '18531'],
        ['Marousi', '15124'],
      ],
    },
    {
      name: 'Kentriki Makedonia',
      nativeName: 'Κεντρική Μακεδονία',
      localities: [
        ['Thessaloniki', '54624'],
        ['Serres', '62122'],
        ['Katerini', '60100'],
      ],
    },
    {
      name: 'Kriti',
      nativeName: 'Κρήτη',
      localities: [
        ['Irakleio', '71201'],
        ['Chania', '73100'],
      ],
    },
    {
      name: 'Dytiki Ellada',
      nativeName: 'Δυτική Ελλάδα',
      localities: [
        ['Patra', '26221'],
        ['Agrinio', '30100'],
      ],
    },
    {
      name: 'Thessalia',
      nativeName: 'Θεσσαλία',
      localities: [
        ['Larisa', '41222'],
        ['Volos', '38221'],
      ],
    },
    {
      name: 'Anatoliki Makedonia kai Thraki',
      nativeName: 'Ανατολική Μακεδονία και Θράκη',
      localities: [
        ['Kavala', '65302'],
        ['Komotini', '69100'],
      ],
    },
    { name: 'Ipeiros', nativeName: 'Ήπειρος', localities: [['Ioannina', '45221']] },
    {
      name: 'Peloponnisos',
      nativeName: 'Πελοπόννησος',
      localities: [
        ['Kalamata', '24100'],
        ['Tripoli', '22100'],
      ],
    },
    {
      name: 'Sterea Ellada',
      nativeName: 'Στερεά Ελλάδα',
      localities: [
        ['Lamia', '35100'],
        ['Chalkida', '34100'],
      ],
    },
    { name: 'Dytiki Makedonia', nativeName: 'Δυτική Μακεδονία', localities: [['Kozani', '50100']] },
    {
      name: 'Notio Aigaio',
      nativeName: 'Νότιο Αιγαίο',
      localities: [
        ['Ermoupoli', '84100'],
        ['Rodos', '85100'],
      ],
    },
    { name: 'Voreio Aigaio', nativeName: 'Βόρειο Αιγαίο', localities: [['Mytilini', '81100']] },
    { name: 'Ionia Nisia', nativeName: 'Ιόνια Νησιά', localities: [['Kerkyra', '49100']] },
  ],
};
