import type { LegacyProductCategory, PriceModifierType } from '../../../platform/db/schema.ts';
import type { ElementKind, ElementValues, RcClass } from '../../../shared/element-values.ts';
import type { OptionValueChanges } from '../contract/element-with-options.ts';

/**
 * The demo catalogue a fresh installation starts with: every shop and configurator choice the spec lists
 *, with plausible prices. Prices are cents; percentages apply to the base price.
 */

export interface SeedProductLine {
  name: string;
  description: string;
  priority: number;
  active: boolean;
  categories: string[];
}

interface SeedOption {
  name: string;
  description?: string;
  price: number;
  type?: PriceModifierType;
  colorCode?: string;
  /** What the option sets for the element (ADR 063): a glazing its Uw, Ug and g, a fitting its RC class. */
  values?: OptionValueChanges;
}

export interface SeedOptionCategory {
  key: string;
  name: string;
  description: string;
  type: 'select' | 'color';
  required: boolean;
  options: SeedOption[];
}

export interface SeedProduct {
  name: string;
  description: string;
  category: LegacyProductCategory;
  line: string;
  productCategories: string[];
  basePrice: number;
  optionCategoryKeys: string[];
  /** The declared values of the standard element (ADR 063); shutters and insect screens have none. */
  values?: ElementValues;
}

export const seedProductLines: SeedProductLine[] = [
  {
    name: 'Fenster',
    description: 'Kunststoff-, Holz- und Aluminiumfenster nach Maß – mit moderner Wärmedämmung und sicheren Beschlägen.',
    priority: 100,
    active: true,
    categories: ['Kunststofffenster', 'Holzfenster', 'Holz-Alu-Fenster', 'Aluminiumfenster'],
  },
  {
    name: 'Haustüren',
    description: 'Einbruchhemmende Haustüren aus Kunststoff und Aluminium, individuell gestaltet und passgenau montiert.',
    priority: 90,
    active: true,
    categories: ['Kunststoff-Haustüren', 'Aluminium-Haustüren'],
  },
  {
    name: 'Schiebetüren',
    description: 'Hebe-Schiebetüren und Parallel-Schiebe-Kipptüren für großzügige, barrierearme Übergänge zu Terrasse und Garten.',
    priority: 80,
    active: true,
    categories: ['Hebe-Schiebetüren', 'Parallel-Schiebe-Kipptüren'],
  },
  {
    name: 'Dachfenster',
    description: 'Schwing- und Klapp-Schwingfenster für helle Dachräume – inklusive Eindeckrahmen und fachgerechtem Einbau.',
    priority: 70,
    active: true,
    categories: ['Schwingfenster', 'Klapp-Schwingfenster'],
  },
  {
    name: 'Rollläden',
    description: 'Vorbau- und Aufsatzrollläden mit Gurt, Kurbel oder Motor – für Sichtschutz, Wärmeschutz und mehr Sicherheit.',
    priority: 60,
    active: true,
    categories: ['Vorbaurollläden', 'Aufsatzrollläden'],
  },
  {
    name: 'Insektenschutz',
    description: 'Spannrahmen, Drehrahmen und Plissees nach Maß – damit Frischluft ohne ungebetene Gäste ins Haus kommt.',
    priority: 50,
    active: true,
    categories: ['Spannrahmen', 'Drehrahmen', 'Plissees'],
  },
  {
    name: 'Markisen',
    description: 'Gelenkarm- und Kassettenmarkisen für Terrasse und Balkon.',
    priority: 40,
    active: false,
    categories: ['Kassettenmarkisen'],
  },
];

const percent = (value: number): Pick<SeedOption, 'price' | 'type'> => ({ price: value, type: 'percentage' });

/**
 * The demo's declared values (ADR 063), U and g in hundredths, Rw in dB, as manufacturers declare a
 * 3-fold glazed element of that kind. A demo simplification: one Uw per glazing for every frame that
 * offers it; a real catalogue takes each frame's declaration with each glazing from its manufacturer.
 */
const glass = (u: number, ug: number, g: number, rw: number | null = null): OptionValueChanges => ({ u, ug, g, rw, rc: null });
const fitting = (rc: RcClass): OptionValueChanges => ({ u: null, ug: null, g: null, rw: null, rc });
const element = (kind: ElementKind, u: number, ug: number | null, g: number | null, rw: number | null): ElementValues => ({
  kind,
  u,
  ug,
  g,
  rw,
  rc: null,
});

export const seedOptionCategories: SeedOptionCategory[] = [
  {
    key: 'profile_settings',
    name: 'Profil',
    description: 'Das Profilsystem bestimmt Bautiefe, Wärmedämmung und Optik des Fensters.',
    type: 'select',
    required: true,
    options: [
      { name: 'Energeto Neo', description: 'Hochwärmedämmendes Profil mit Klebetechnik, Passivhaus-geeignet', ...percent(28) },
      { name: 'Ideal 4000', description: 'Bewährtes 5-Kammer-Profil, 70 mm Bautiefe', ...percent(0) },
      { name: 'Ideal 4000 NEW', description: 'Weiterentwicklung mit schlankerer Ansicht, 70 mm Bautiefe', ...percent(4) },
      { name: 'Ideal 4000 Casement', description: 'Flügelüberschlag in klassischer Optik, 70 mm Bautiefe', ...percent(7) },
      { name: 'Ideal 5000', description: '6-Kammer-Profil mit Mitteldichtung, 70 mm Bautiefe', ...percent(10) },
      { name: 'Ideal 7000 NEW', description: '6-Kammer-Profil, 85 mm Bautiefe, sehr gute Wärmedämmung', ...percent(15) },
      { name: 'Ideal 7000 NL', description: 'Niederländische Bauart mit flächenversetztem Flügel, 85 mm Bautiefe', ...percent(17) },
      { name: 'Ideal 8000', description: '6-Kammer-Profil mit drei Dichtungsebenen, 85 mm Bautiefe', ...percent(20) },
      { name: 'Energeto 8000', description: 'Verklebtes Profil für Niedrigenergie- und Passivhäuser, 85 mm Bautiefe', ...percent(25) },
      { name: 'Nordline', description: 'Schlanke Optik im skandinavischen Stil, 70 mm Bautiefe', ...percent(12) },
      { name: 'Ideal 70', description: 'Preiswertes Einstiegsprofil, 70 mm Bautiefe', ...percent(2) },
      { name: 'Ideal Neo', description: 'Modernes Profil mit reduzierter Ansichtsbreite, 76 mm Bautiefe', ...percent(14) },
    ],
  },
  {
    key: 'farbe_und_dekore',
    name: 'Farbe und Dekore',
    description: 'Grundfarbe oder Holzdekor des Rahmens.',
    type: 'color',
    required: true,
    options: [
      { name: 'Weiß', colorCode: '#FFFFFF', price: 0 },
      { name: 'Reinweiß strukturell', colorCode: '#F6F6F1', ...percent(5) },
      { name: 'Cremeweiß strukturell', colorCode: '#F2ECD8', ...percent(5) },
      { name: 'Golden Oak', colorCode: '#9C6B30', ...percent(18) },
      { name: 'Nussbaum', colorCode: '#5B3A22', ...percent(18) },
      { name: 'Anthrazit ähnlich RAL 7016', colorCode: '#383E42', ...percent(20) },
    ],
  },
  {
    key: 'sonderfarben',
    name: 'Sonderfarben',
    description: 'Folierung in einer Sonderfarbe statt der Standardfarbe.',
    type: 'color',
    required: false,
    options: [
      { name: 'Keine Sonderfarbe', price: 0 },
      { name: 'Moosgrün RAL 6005', colorCode: '#0F4336', ...percent(25) },
      { name: 'Stahlblau RAL 5011', colorCode: '#1A2B3C', ...percent(25) },
      { name: 'Weinrot RAL 3005', colorCode: '#5E2028', ...percent(25) },
      { name: 'Lichtgrau RAL 7035', colorCode: '#CBD0CC', ...percent(25) },
      { name: 'Schwarzbraun RAL 8022', colorCode: '#1A1718', ...percent(25) },
      { name: 'Tannengrün RAL 6009', colorCode: '#27352A', ...percent(25) },
    ],
  },
  {
    key: 'farbkombination',
    name: 'Farbkombination',
    description: 'Ob die Farbe innen und außen oder nur außen aufgebracht wird.',
    type: 'select',
    required: false,
    options: [
      { name: 'Innen und außen gleich', description: 'Beidseitig in der gewählten Farbe', ...percent(8) },
      { name: 'Außen farbig, innen Weiß', description: 'Außen in der gewählten Farbe, innen weiß', price: 0 },
    ],
  },
  {
    key: 'aludec_woodec',
    name: 'Aludec und Woodec',
    description: 'Oberflächen in Metall- oder Holzoptik.',
    type: 'color',
    required: false,
    options: [
      { name: 'Keine Oberfläche', price: 0 },
      { name: 'Aludec Jet Black', colorCode: '#1F1F1F', ...percent(30) },
      { name: 'Aludec Anthrazitgrau', colorCode: '#3B3F42', ...percent(30) },
      { name: 'Aludec Quarzgrau', colorCode: '#6C6E6B', ...percent(30) },
      { name: 'Aludec Silbergrau', colorCode: '#A5A8A6', ...percent(30) },
      { name: 'Aludec Bronze', colorCode: '#6F5A3E', ...percent(30) },
      { name: 'Woodec Sheffield Oak Alpine', colorCode: '#D8C7AE', ...percent(32) },
      { name: 'Woodec Sheffield Oak Concrete', colorCode: '#8C8478', ...percent(32) },
      { name: 'Woodec Turner Oak Toffee', colorCode: '#8A5A35', ...percent(32) },
      { name: 'Woodec Turner Oak Malt', colorCode: '#A77B4F', ...percent(32) },
    ],
  },
  {
    key: 'fenstertyp',
    name: 'Fenstertyp',
    description: 'Anzahl und Anordnung der Flügel.',
    type: 'select',
    required: true,
    options: [
      { name: 'Einteilig', description: 'Ein Flügel', price: 0 },
      { name: 'Zweiteilig', description: 'Zwei Flügel, mit Pfosten oder Stulp', ...percent(45) },
      { name: 'Dreiteilig', description: 'Drei Flügel nebeneinander', ...percent(90) },
      { name: 'Sondertypen', description: 'Rund-, Schräg- oder Bogenfenster nach Aufmaß', ...percent(120) },
    ],
  },
  {
    key: 'oberlicht_unterlicht',
    name: 'Ober-/Unterlicht',
    description: 'Zusätzliches Feld über oder unter dem Fenster.',
    type: 'select',
    required: false,
    options: [
      { name: 'ohne', price: 0 },
      { name: 'mit Oberlicht', price: 8900 },
      { name: 'mit Unterlicht', price: 8900 },
    ],
  },
  {
    key: 'oeffnungsart',
    name: 'Öffnungsart',
    description: 'Wie sich der Flügel öffnet.',
    type: 'select',
    required: true,
    options: [
      { name: 'ohne', description: 'Festverglasung, nicht zu öffnen', price: 0 },
      { name: 'links', description: 'Dreh-Kipp, Anschlag links', price: 4900 },
      { name: 'rechts', description: 'Dreh-Kipp, Anschlag rechts', price: 4900 },
      { name: 'oben', description: 'Kippflügel, Anschlag oben', price: 3900 },
    ],
  },
  {
    key: 'verglasung',
    name: 'Verglasung',
    description: 'Aufbau der Isolierverglasung.',
    type: 'select',
    required: true,
    options: [
      // 2-fach gives a window Uw 1,3: above the BEG EM maximum of 0,95, so no badge with it.
      { name: '2-fach-Isolierverglasung', description: 'Ug = 1,1 W/(m²K)', price: 0, values: glass(130, 110, 62, 32) },
      { name: '3-fach-Wärmeschutzverglasung', description: 'Ug = 0,5 W/(m²K)', ...percent(12), values: glass(92, 50, 52) },
      { name: '3-fach-Schallschutzverglasung', description: 'Schallschutzklasse 3', ...percent(22), values: glass(94, 60, 50, 38) },
    ],
  },
  {
    key: 'sicherheit',
    name: 'Sicherheitsausstattung',
    description: 'Beschläge gegen Aufhebeln.',
    type: 'select',
    required: false,
    options: [
      { name: 'Standardbeschlag', price: 0 },
      { name: 'Pilzkopfverriegelung (RC1N)', price: 4900, values: fitting('RC1N') },
      { name: 'Widerstandsklasse RC2N', price: 11900, values: fitting('RC2N') },
    ],
  },
  {
    key: 'tuermodell',
    name: 'Türmodell',
    description: 'Füllung und Aufbau der Haustür.',
    type: 'select',
    required: true,
    options: [
      { name: 'Modell Hamburg', description: 'Glatte Füllung ohne Glas', price: 0 },
      { name: 'Modell Lübeck', description: 'Füllung mit satiniertem Glasausschnitt', price: 24000 },
      { name: 'Modell Kiel', description: 'Mit verglastem Seitenteil', price: 69000 },
    ],
  },
  {
    key: 'tuerfarbe',
    name: 'Türfarbe',
    description: 'Farbe der Tür außen.',
    type: 'color',
    required: false,
    options: [
      { name: 'Weiß', colorCode: '#FFFFFF', price: 0 },
      { name: 'Anthrazit ähnlich RAL 7016', colorCode: '#383E42', ...percent(12) },
      { name: 'Golden Oak', colorCode: '#9C6B30', ...percent(15) },
    ],
  },
  {
    key: 'antrieb',
    name: 'Antrieb',
    description: 'Wie der Rollladen bewegt wird.',
    type: 'select',
    required: true,
    options: [
      { name: 'Gurtwickler', price: 0 },
      { name: 'Kurbel', price: 4900 },
      { name: 'Elektromotor mit Schalter', price: 19900 },
      { name: 'Funkmotor (Smart Home)', price: 29900 },
    ],
  },
  {
    key: 'panzerfarbe',
    name: 'Panzerfarbe',
    description: 'Farbe der Rollladenlamellen.',
    type: 'color',
    required: false,
    options: [
      { name: 'Weiß', colorCode: '#FFFFFF', price: 0 },
      { name: 'Silbergrau', colorCode: '#A5A8A6', price: 0 },
      { name: 'Anthrazit', colorCode: '#383E42', price: 3900 },
    ],
  },
  {
    key: 'gewebe',
    name: 'Gewebe',
    description: 'Art des Insektenschutzgewebes.',
    type: 'select',
    required: false,
    options: [
      { name: 'Standardgewebe', description: 'Fiberglas, grau', price: 0 },
      { name: 'Pollenschutzgewebe', description: 'Hält auch Pollen zurück', price: 3500 },
      { name: 'Haustierschutzgewebe', description: 'Besonders reißfest', price: 4500 },
    ],
  },
  {
    key: 'rahmenfarbe',
    name: 'Rahmenfarbe',
    description: 'Farbe des Aluminiumrahmens.',
    type: 'color',
    required: false,
    options: [
      { name: 'Weiß', colorCode: '#FFFFFF', price: 0 },
      { name: 'Braun', colorCode: '#5B3A22', price: 0 },
      { name: 'Anthrazit', colorCode: '#383E42', price: 1500 },
    ],
  },
];

/** The keys of the shop wizard's steps 1–8, in step order. */
export const shopStepKeys = [
  'profile_settings',
  'farbe_und_dekore',
  'sonderfarben',
  'farbkombination',
  'aludec_woodec',
  'fenstertyp',
  'oberlicht_unterlicht',
  'oeffnungsart',
] as const;

const windowKeys = [...shopStepKeys, 'verglasung', 'sicherheit'];

export const seedProducts: SeedProduct[] = [
  {
    name: 'Kunststofffenster',
    description: 'Pflegeleichtes Kunststofffenster nach Maß – Profil, Farbe und Ausstattung frei wählbar.',
    category: 'fenster',
    line: 'Fenster',
    productCategories: ['Kunststofffenster'],
    basePrice: 14900,
    optionCategoryKeys: windowKeys,
    values: element('window', 92, 50, 52, 34),
  },
  {
    name: 'Kunststoff-Balkontür',
    description: 'Dreh-Kipp-Balkontür aus Kunststoff mit niedriger Schwelle, passend zu Ihren Fenstern.',
    category: 'fenster',
    line: 'Fenster',
    productCategories: ['Kunststofffenster'],
    basePrice: 39900,
    optionCategoryKeys: windowKeys,
    values: element('window', 94, 50, 52, 34),
  },
  {
    name: 'Holzfenster Kiefer IV68',
    description: 'Holzfenster aus Kiefer mit 68 mm Bautiefe, lasiert oder deckend lackiert.',
    category: 'fenster',
    line: 'Fenster',
    productCategories: ['Holzfenster'],
    basePrice: 32900,
    optionCategoryKeys: ['fenstertyp', 'oeffnungsart', 'verglasung', 'sicherheit'],
    values: element('window', 95, 50, 52, 34),
  },
  {
    name: 'Holz-Alu-Fenster',
    description: 'Innen warmes Holz, außen wetterfeste Aluminiumschale – langlebig und wartungsarm.',
    category: 'fenster',
    line: 'Fenster',
    productCategories: ['Holz-Alu-Fenster'],
    basePrice: 44900,
    optionCategoryKeys: ['fenstertyp', 'oeffnungsart', 'verglasung', 'sicherheit'],
    values: element('window', 90, 50, 52, 35),
  },
  {
    name: 'Aluminiumfenster',
    description: 'Schlanke Aluminiumfenster mit thermisch getrennten Profilen für moderne Architektur.',
    category: 'fenster',
    line: 'Fenster',
    productCategories: ['Aluminiumfenster'],
    basePrice: 39900,
    optionCategoryKeys: ['fenstertyp', 'oeffnungsart', 'verglasung', 'sicherheit'],
    values: element('window', 95, 50, 52, 35),
  },
  {
    name: 'Dachfenster Schwingfenster',
    description: 'Schwingfenster für Dachneigungen von 15° bis 90°, inklusive Eindeckrahmen.',
    category: 'fenster',
    line: 'Dachfenster',
    productCategories: ['Schwingfenster'],
    basePrice: 42900,
    optionCategoryKeys: ['verglasung'],
    values: element('roof_window', 100, 50, 50, 35),
  },
  {
    name: 'Kunststoff-Haustür',
    description: 'Wärmegedämmte Haustür aus Kunststoff mit Mehrfachverriegelung.',
    category: 'tueren',
    line: 'Haustüren',
    productCategories: ['Kunststoff-Haustüren'],
    basePrice: 119000,
    optionCategoryKeys: ['tuermodell', 'tuerfarbe', 'sicherheit'],
    values: element('entrance_door', 120, null, null, null),
  },
  {
    name: 'Aluminium-Haustür',
    description: 'Hochwertige Aluminium-Haustür mit flügelüberdeckender Füllung.',
    category: 'tueren',
    line: 'Haustüren',
    productCategories: ['Aluminium-Haustüren'],
    basePrice: 219000,
    optionCategoryKeys: ['tuermodell', 'tuerfarbe', 'sicherheit'],
    values: element('entrance_door', 100, null, null, null),
  },
  {
    name: 'Hebe-Schiebetür',
    description: 'Große Glasflächen, leichtgängig und mit barrierearmer Schwelle.',
    category: 'tueren',
    line: 'Schiebetüren',
    productCategories: ['Hebe-Schiebetüren'],
    basePrice: 289000,
    optionCategoryKeys: ['tuerfarbe', 'verglasung', 'sicherheit'],
    values: element('window', 94, 50, 52, 34),
  },
  {
    name: 'Vorbaurollladen',
    description: 'Nachrüstbarer Rollladen, der außen vor die Fensteröffnung gesetzt wird.',
    category: 'rolllaeden',
    line: 'Rollläden',
    productCategories: ['Vorbaurollläden'],
    basePrice: 29900,
    optionCategoryKeys: ['antrieb', 'panzerfarbe'],
  },
  {
    name: 'Aufsatzrollladen',
    description: 'Rollladenkasten, der mit dem neuen Fenster zusammen eingebaut wird.',
    category: 'rolllaeden',
    line: 'Rollläden',
    productCategories: ['Aufsatzrollläden'],
    basePrice: 34900,
    optionCategoryKeys: ['antrieb', 'panzerfarbe'],
  },
  {
    name: 'Insektenschutz-Spannrahmen',
    description: 'Einfach einzuhängen, ohne Bohren – ideal für Fenster.',
    category: 'insektenschutz',
    line: 'Insektenschutz',
    productCategories: ['Spannrahmen'],
    basePrice: 5900,
    optionCategoryKeys: ['gewebe', 'rahmenfarbe'],
  },
  {
    name: 'Insektenschutz-Drehrahmen',
    description: 'Öffnet wie eine Tür – für Balkon- und Terrassentüren.',
    category: 'insektenschutz',
    line: 'Insektenschutz',
    productCategories: ['Drehrahmen'],
    basePrice: 11900,
    optionCategoryKeys: ['gewebe', 'rahmenfarbe'],
  },
  {
    name: 'Insektenschutz-Plissee',
    description: 'Faltbares Plissee, platzsparend seitlich verschiebbar.',
    category: 'insektenschutz',
    line: 'Insektenschutz',
    productCategories: ['Plissees'],
    basePrice: 16900,
    optionCategoryKeys: ['gewebe', 'rahmenfarbe'],
  },
];
