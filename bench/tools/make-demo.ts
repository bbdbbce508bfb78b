/**
 * Builds the demo business "Saffron & Salt" (data/demo/business.json) and its pictures (data/demo/media/**).
 * Deterministic: running it twice gives the same files.
 *
 *   cd bench && npx tsx tools/make-demo.ts
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { format } from 'prettier';
import { businessFileSchema, type BusinessFileInput } from '@okmenu/contract';
import { bannerSvg, dishSvg, headerSvg, logoSvg, seeded, type Glyph, type Palette } from './demo-images.ts';

type Input = BusinessFileInput;
type ItemInput = Input['items'][number];
type CategoryInput = Input['categories'][number];
type GroupInput = NonNullable<ItemInput['modifier_groups']>[number];
type LabelInput = ItemInput['price_labels'][number];
type WeekInput = NonNullable<CategoryInput['schedule']>;
type DayInput = WeekInput[number];
type Text = { en: string; ar: string };
type Position = [number, number];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const demoDir = path.join(repoRoot, 'data/demo');
const mediaDir = path.join(demoDir, 'media');

const t = (en: string, ar: string): Text => ({ en, ar });
/** Money in KWD, kept to three decimals. */
const kwd = (value: number) => Math.round(value * 1000) / 1000;

// ---------------------------------------------------------------------------------------------
// Schedules (seven entries, Monday first)
// ---------------------------------------------------------------------------------------------

const MON = 0;
const THU = 3;
const FRI = 4;
const SAT = 5;
const shift = (time_from: string, time_to: string) => ({ time_from, time_to });
const open = (...shifts: { time_from: string; time_to: string }[]): DayInput => ({ closed: false, shifts });
const closed = (): DayInput => ({ closed: true, shifts: [] });
const week = (day: (index: number) => DayInput): WeekInput => Array.from({ length: 7 }, (_, i) => day(i));
// ---------------------------------------------------------------------------------------------
// Tags
// ---------------------------------------------------------------------------------------------

const tags: NonNullable<Input['tags']> = [
  { key: 'vegan', kind: 'dietary', name: t('Vegan', 'نباتي صرف'), icon: '🌱' },
  { key: 'vegetarian', kind: 'dietary', name: t('Vegetarian', 'نباتي'), icon: '🥗' },
  { key: 'spicy', kind: 'dietary', name: t('Spicy', 'حار'), icon: '🌶️' },
  { key: 'gluten_free', kind: 'dietary', name: t('Gluten free', 'خالٍ من الغلوتين'), icon: '🚫' },
  { key: 'healthy', kind: 'dietary', name: t('Light & healthy', 'خفيف وصحي'), icon: '💚' },
  { key: 'contains_nuts', kind: 'allergen', name: t('Contains nuts', 'يحتوي على مكسرات'), icon: '🥜' },
  { key: 'contains_dairy', kind: 'allergen', name: t('Contains dairy', 'يحتوي على حليب ومشتقاته'), icon: '🥛' },
  { key: 'contains_gluten', kind: 'allergen', name: t('Contains gluten', 'يحتوي على الغلوتين'), icon: '🌾' },
  { key: 'contains_egg', kind: 'allergen', name: t('Contains egg', 'يحتوي على بيض'), icon: '🥚' },
  { key: 'contains_sesame', kind: 'allergen', name: t('Contains sesame', 'يحتوي على سمسم'), icon: '⚪' },
  { key: 'contains_fish', kind: 'allergen', name: t('Contains fish', 'يحتوي على سمك'), icon: '🐟' },
  { key: 'contains_shellfish', kind: 'allergen', name: t('Contains shellfish', 'يحتوي على قشريات'), icon: '🦐' },
];
const tagKeys = new Set(tags.map((tag) => tag.key));

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

interface CategorySpec {
  id: number;
  slug: string;
  parent?: number;
  name: Text;
  description: Text;
  glyph: Glyph;
  colour: string;
  palette: Palette;
  schedule?: WeekInput;
  branches?: CategoryInput['branches'];
}

const categorySpecs: CategorySpec[] = [
  {
    id: 1,
    slug: 'breakfast',
    name: t('Breakfast', 'الفطور'),
    description: t(
      'Kuwaiti and Levantine breakfast, served until 11:30 (13:00 on Fridays and Saturdays).',
      'فطور كويتي وشامي، يُقدَّم حتى الساعة ١١:٣٠ (١:٠٠ ظهراً يومي الجمعة والسبت).',
    ),
    glyph: 'eggs',
    colour: '#d9472b',
    palette: { from: '#fde7b0', to: '#f2b04f' },
    schedule: week((d) => open(shift('07:00', d === FRI || d === SAT ? '13:00' : '11:30'))),
  },
  {
    id: 2,
    slug: 'mezze',
    name: t('Mezze', 'المقبلات'),
    description: t('Cold and hot mezze to share.', 'مقبلات باردة وساخنة للمشاركة.'),
    glyph: 'bowl',
    colour: '#e3c79a',
    palette: { from: '#e9f1d8', to: '#a9c27a' },
  },
  {
    id: 3,
    slug: 'cold-mezze',
    parent: 2,
    name: t('Cold Mezze', 'مقبلات باردة'),
    description: t('Dips and salads with warm bread from the oven.', 'غموس وسلطات مع خبز ساخن من الفرن.'),
    glyph: 'bowl',
    colour: '#e3c79a',
    palette: { from: '#eef4e2', to: '#b7cf8a' },
  },
  {
    id: 4,
    slug: 'hot-mezze',
    parent: 2,
    name: t('Hot Mezze', 'مقبلات ساخنة'),
    description: t(
      'Crisp, golden and straight from the fryer or grill.',
      'مقرمشة وذهبية، طازجة من المقلاة أو الشواية.',
    ),
    glyph: 'balls',
    colour: '#8a5a2b',
    palette: { from: '#f7e2c4', to: '#d9a066' },
  },
  {
    id: 5,
    slug: 'grills',
    name: t('Charcoal Grills', 'مشاوي على الفحم'),
    description: t(
      'Marinated overnight and grilled over charcoal, with two sides.',
      'متبلة طوال الليل ومشوية على الفحم، مع طبقين جانبيين.',
    ),
    glyph: 'skewer',
    colour: '#8b4a22',
    palette: { from: '#f3d1b5', to: '#c8703d' },
  },
  {
    id: 6,
    slug: 'shawarma-wraps',
    name: t('Shawarma & Wraps', 'شاورما وساندويشات'),
    description: t(
      'Shawarma carved to order, wrapped in saj or Arabic bread.',
      'شاورما تُقطَّع عند الطلب، بخبز الصاج أو الخبز العربي.',
    ),
    glyph: 'wrap',
    colour: '#b5651d',
    palette: { from: '#fbe8cf', to: '#e7b378' },
  },
  {
    id: 7,
    slug: 'kuwaiti-classics',
    name: t('Kuwaiti Classics', 'أطباق كويتية'),
    description: t('Machboos, murabyan and the dishes of a Kuwaiti home.', 'مجبوس ومربين وأطباق البيت الكويتي.'),
    glyph: 'rice',
    colour: '#8a4b16',
    palette: { from: '#f8e0a8', to: '#d98e1f' },
  },
  {
    id: 8,
    slug: 'burgers-sandwiches',
    name: t('Burgers & Sandwiches', 'برجر وساندويشات'),
    description: t('Brioche buns baked in-house every morning.', 'خبز بريوش نخبزه كل صباح.'),
    glyph: 'burger',
    colour: '#5b3a29',
    palette: { from: '#fde2cf', to: '#f08a5d' },
  },
  {
    id: 9,
    slug: 'salads-bowls',
    name: t('Salads & Bowls', 'سلطات وأطباق صحية'),
    description: t('Fresh, light and full of colour.', 'طازجة وخفيفة ومليئة بالألوان.'),
    glyph: 'salad',
    colour: '#e53935',
    palette: { from: '#e5f5e0', to: '#8cc474' },
  },
  {
    id: 10,
    slug: 'bakery',
    name: t('Bakery & Pastries', 'مخبوزات ومعجنات'),
    description: t('Baked every morning in our stone oven.', 'نخبزها كل صباح في فرننا الحجري.'),
    glyph: 'croissant',
    colour: '#d9912f',
    palette: { from: '#fff1d6', to: '#e9be72' },
    branches: [{ branch_id: 2, visible: true, available: { status: true, from: '08:00', to: '13:00' } }],
  },
  {
    id: 11,
    slug: 'drinks',
    name: t('Drinks', 'المشروبات'),
    description: t('Coffee, karak, fresh juices and cold drinks.', 'قهوة وكرك وعصائر طازجة ومشروبات باردة.'),
    glyph: 'cup',
    colour: '#6b3e1e',
    palette: { from: '#efe1d1', to: '#b98b5e' },
  },
  {
    id: 12,
    slug: 'coffee',
    parent: 11,
    name: t('Coffee', 'القهوة'),
    description: t('Specialty beans roasted in Kuwait.', 'حبوب مختصة محمصة في الكويت.'),
    glyph: 'cup',
    colour: '#6b3e1e',
    palette: { from: '#f1e4d6', to: '#c49a6c' },
  },
  {
    id: 13,
    slug: 'tea-karak',
    parent: 11,
    name: t('Tea & Karak', 'الشاي والكرك'),
    description: t('Karak brewed all day with cardamom and saffron.', 'كرك يُطبخ طوال اليوم بالهيل والزعفران.'),
    glyph: 'tea',
    colour: '#b0601c',
    palette: { from: '#fbe9d0', to: '#dc9a4c' },
    schedule: week(() => ({ closed: false, shifts: [{ time_from: 24, time_to: '24:00' }] })),
  },
  {
    id: 14,
    slug: 'fresh-juices',
    parent: 11,
    name: t('Fresh Juices', 'عصائر طازجة'),
    description: t('Squeezed to order, no added water.', 'تُعصر عند الطلب، بدون ماء مضاف.'),
    glyph: 'glass',
    colour: '#f59e0b',
    palette: { from: '#fff4cc', to: '#f7c548' },
  },
  {
    id: 19,
    slug: 'soft-drinks',
    parent: 11,
    name: t('Soft Drinks & Water', 'مشروبات غازية ومياه'),
    description: t('Chilled cans and bottles.', 'علب وقوارير مبردة.'),
    glyph: 'can',
    colour: '#1f4e9c',
    palette: { from: '#dfeaf7', to: '#8fb1dc' },
  },
  {
    id: 15,
    slug: 'desserts',
    name: t('Desserts', 'الحلويات'),
    description: t('Kunafa, luqaimat and saffron sweets.', 'كنافة ولقيمات وحلويات بالزعفران.'),
    glyph: 'kunafa',
    colour: '#e07b24',
    palette: { from: '#fde4d0', to: '#ec9a5e' },
  },
  {
    id: 16,
    slug: 'late-night',
    name: t('Late Night', 'السهرة'),
    description: t(
      'From 10 pm until 2 am (3 am on Thursday and Friday nights) at our Sharq branch.',
      'من ١٠ مساءً حتى ٢ فجراً (٣ فجراً ليلتي الخميس والجمعة) في فرع شرق.',
    ),
    glyph: 'fries',
    colour: '#7b2d8b',
    palette: { from: '#cfc4e8', to: '#5b4a94' },
    schedule: week((d) => open(shift('22:00', d === THU || d === FRI ? '03:00' : '02:00'))),
    branches: [{ branch_id: 2, visible: false }],
  },
  {
    id: 17,
    slug: 'family-feasts',
    name: t('Family Feasts', 'ولائم عائلية'),
    description: t(
      'Pre-order with your table reservation; prepared fresh for your arrival.',
      'اطلبها مسبقاً مع حجز طاولتك؛ نحضّرها طازجة لوصولك.',
    ),
    glyph: 'platter',
    colour: '#7a3e12',
    palette: { from: '#f5d9b8', to: '#a8551f' },
    branches: [{ branch_id: 2, visible: false }],
  },
  {
    id: 18,
    slug: 'pantry-gifts',
    name: t('Pantry & Gifts', 'هدايا ومنتجات'),
    description: t(
      'Maamoul, dates, coffee and spices to take home — we also ship to Saudi Arabia, the UAE and Bahrain.',
      'معمول وتمور وقهوة وبهارات للبيت — ونشحن أيضاً إلى السعودية والإمارات والبحرين.',
    ),
    glyph: 'box',
    colour: '#1f6f6b',
    palette: { from: '#dff1ee', to: '#7fbfb6' },
  },
];

const categoryById = new Map(categorySpecs.map((c) => [c.id, c]));

// ---------------------------------------------------------------------------------------------
// Modifier groups (templates; every item gets its own ids)
// ---------------------------------------------------------------------------------------------

interface ModifierSpec {
  name: Text;
  price?: number;
  max_quantity?: number;
}
interface GroupSpec {
  name: Text;
  min: number;
  max: number;
  modifiers: ModifierSpec[];
}
const m = (en: string, ar: string, price = 0, max_quantity?: number): ModifierSpec => ({
  name: t(en, ar),
  price,
  ...(max_quantity ? { max_quantity } : {}),
});

const groups = {
  bread: {
    name: t('Choose your bread', 'اختر نوع الخبز'),
    min: 1,
    max: 1,
    modifiers: [
      m('Arabic bread', 'خبز عربي'),
      m('Saj bread', 'خبز صاج'),
      m('Tannour bread', 'خبز تنور', 0.1),
      m('Whole-wheat bread', 'خبز أسمر', 0.1),
    ],
  },
  extras: {
    name: t('Extras', 'إضافات'),
    min: 0,
    max: 3,
    modifiers: [
      m('Extra cheese', 'جبنة إضافية', 0.25),
      m('Extra meat', 'لحم إضافي', 0.75),
      m('Fried egg', 'بيضة مقلية', 0.2),
      m('Side of fries', 'بطاطا جانبية', 0.5),
      m('Pickled turnips', 'لفت مخلل', 0.1),
    ],
  },
  sauces: {
    name: t('Sauces', 'الصوصات'),
    min: 0,
    max: 2,
    modifiers: [
      m('Garlic toum', 'ثومية'),
      m('Tahini', 'طحينة'),
      m('Hot chilli sauce', 'صوص حار'),
      m('Pomegranate molasses', 'دبس رمان', 0.1),
    ],
  },
  sides: {
    name: t('Choose 2 sides', 'اختر طبقين جانبيين'),
    min: 2,
    max: 2,
    modifiers: [
      m('French fries', 'بطاطا مقلية', 0, 2),
      m('Saffron rice', 'رز بالزعفران', 0, 2),
      m('Hummus', 'حمص'),
      m('Arabic salad', 'سلطة عربية'),
      m('Grilled vegetables', 'خضار مشوية', 0.25),
    ],
  },
  doneness: {
    name: t('How would you like it cooked?', 'درجة الطهي'),
    min: 1,
    max: 1,
    modifiers: [m('Medium', 'متوسط'), m('Medium well', 'متوسط إلى مستوي'), m('Well done', 'مستوي تماماً')],
  },
  spice: {
    name: t('Spice level', 'درجة الحرارة'),
    min: 0,
    max: 1,
    modifiers: [m('Mild', 'خفيف'), m('Medium', 'وسط'), m('Hot', 'حار'), m('Extra hot', 'حار جداً')],
  },
  milk: {
    name: t('Milk', 'الحليب'),
    min: 1,
    max: 1,
    modifiers: [
      m('Full-fat milk', 'حليب كامل الدسم'),
      m('Skimmed milk', 'حليب خالي الدسم'),
      m('Oat milk', 'حليب الشوفان', 0.25),
      m('Almond milk', 'حليب اللوز', 0.25),
    ],
  },
  coffeeAddOns: {
    name: t('Add-ons', 'إضافات'),
    min: 0,
    max: 2,
    modifiers: [
      m('Extra shot', 'شوت إضافي', 0.3, 2),
      m('Vanilla syrup', 'شراب الفانيلا', 0.2),
      m('Caramel syrup', 'شراب الكراميل', 0.2),
      m('Saffron threads', 'خيوط زعفران', 0.35),
    ],
  },
  sugar: {
    name: t('Sugar level', 'مستوى السكر'),
    min: 1,
    max: 1,
    modifiers: [m('No sugar', 'بدون سكر'), m('Light', 'خفيف'), m('Medium', 'وسط'), m('Sweet', 'حلو')],
  },
  sweetness: {
    name: t('Sweetness', 'التحلية'),
    min: 1,
    max: 1,
    modifiers: [m('No sugar', 'بدون سكر'), m('Regular', 'عادي'), m('Honey instead', 'بالعسل بدل السكر', 0.15)],
  },
  boost: {
    name: t('Boost', 'إضافات صحية'),
    min: 0,
    max: 3,
    modifiers: [
      m('Chia seeds', 'بذور الشيا', 0.2),
      m('Fresh ginger', 'زنجبيل طازج', 0.15),
      m('Mint leaves', 'أوراق نعناع', 0.1),
      m('Protein scoop', 'مغرفة بروتين', 0.75),
    ],
  },
  machboosExtras: {
    name: t('Extras', 'إضافات'),
    min: 0,
    max: 3,
    modifiers: [
      m('Extra daqqus', 'دقوس إضافي', 0.25),
      m('Extra hashu', 'حشو إضافي', 0.5),
      m('Extra rice', 'رز إضافي', 0.75),
      m('Laban', 'لبن', 0.35),
    ],
  },
  fishStyle: {
    name: t('Cooking style', 'طريقة الطهي'),
    min: 1,
    max: 1,
    modifiers: [m('Fried', 'مقلي'), m('Grilled', 'مشوي'), m('Mashwi with daqqus', 'مشوي مع دقوس', 0.25)],
  },
  dips: {
    name: t('Choose 3 dips', 'اختر ٣ أنواع'),
    min: 3,
    max: 3,
    modifiers: [
      m('Hummus', 'حمص'),
      m('Moutabal', 'متبل'),
      m('Muhammara', 'محمرة'),
      m('Labneh', 'لبنة'),
      m('Baba ghanoush', 'بابا غنوج'),
    ],
  },
  scoops: {
    name: t('Choose your flavours (up to 3 scoops)', 'اختر النكهات (حتى ٣ كرات)'),
    min: 1,
    max: 3,
    modifiers: [
      m('Saffron & pistachio', 'زعفران وفستق', 0.4, 3),
      m('Date & tahini', 'تمر وطحينة', 0.4, 3),
      m('Rose & cardamom', 'ورد وهيل', 0.4, 3),
      m('Dark chocolate', 'شوكولاتة داكنة', 0.4, 3),
      m('Mango sorbet', 'سوربيه مانجو', 0.4, 3),
    ],
  },
  nuts: {
    name: t('Topping', 'الإضافات'),
    min: 0,
    max: 2,
    modifiers: [
      m('Extra pistachio', 'فستق إضافي', 0.35),
      m('Clotted cream (qashta)', 'قشطة', 0.4),
      m('Vanilla ice cream', 'آيس كريم فانيلا', 0.5),
    ],
  },
  burgerExtras: {
    name: t('Extras', 'إضافات'),
    min: 0,
    max: 3,
    modifiers: [
      m('Extra patty', 'قطعة لحم إضافية', 1.0),
      m('Cheddar slice', 'شريحة شيدر', 0.25, 2),
      m('Caramelised onions', 'بصل مكرمل', 0.2),
      m('Jalapeños', 'هالبينو', 0.15),
      m('Beef bacon', 'لحم بقري مقدد', 0.5),
    ],
  },
} satisfies Record<string, GroupSpec>;
type GroupKey = keyof typeof groups;

// ---------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------

type TypesPreset = 'all' | 'dine_in_only' | 'reservation_only' | 'takeaway' | 'delivery_dine_in';
const typePresets: Record<TypesPreset, ItemInput['types']> = {
  all: { delivery: true, car_pickup: true, dine_in: true, reservation: false },
  dine_in_only: { delivery: false, car_pickup: false, dine_in: true, reservation: false },
  reservation_only: { delivery: false, car_pickup: false, dine_in: false, reservation: true },
  takeaway: { delivery: true, car_pickup: true, dine_in: false, reservation: false },
  delivery_dine_in: { delivery: true, car_pickup: false, dine_in: true, reservation: false },
};

interface LabelSpec {
  label: Text;
  price: number;
  weight?: number;
  shippingWeight?: number;
  minimum?: number;
  maximum?: number;
  isQty?: boolean;
  unit?: Text;
}
interface ItemOptions {
  labels?: LabelSpec[];
  groups?: GroupKey[];
  tags?: string[];
  calories?: number;
  types?: TypesPreset;
  display?: ItemInput['price_display'];
  hidePrice?: boolean;
  comment?: boolean;
  taxes?: { name: Text; rate: number }[];
  schedule?: WeekInput;
  branches?: ItemInput['branches'];
  glyph?: Glyph;
  colour?: string;
}
interface ItemSpec extends ItemOptions {
  category: number;
  slug: string;
  name: Text;
  description: Text;
  price: number;
}

const itemSpecs: ItemSpec[] = [];
function item(
  category: number,
  slug: string,
  name: [string, string],
  description: [string, string],
  price: number,
  options: ItemOptions = {},
) {
  itemSpecs.push({ category, slug, name: t(...name), description: t(...description), price, ...options });
}

const size = (en: string, ar: string, price: number, extra: Partial<LabelSpec> = {}): LabelSpec => ({
  label: t(en, ar),
  price,
  ...extra,
});
const smlDrinks = (s: number, md: number, l: number) => [
  size('Small', 'صغير', s),
  size('Medium', 'وسط', md),
  size('Large', 'كبير', l),
];
const EXCISE_50 = { name: t('Excise tax (sweetened drinks)', 'ضريبة انتقائية (مشروبات محلاة)'), rate: 50 };
const EXCISE_100 = { name: t('Excise tax (energy drinks)', 'ضريبة انتقائية (مشروبات الطاقة)'), rate: 100 };

// Breakfast
item(
  1,
  'shakshuka',
  ['Shakshuka', 'شكشوكة'],
  [
    'Eggs poached in a spiced tomato and pepper sauce, with warm bread.',
    'بيض مطهو في صلصة الطماطم والفلفل المتبلة، مع خبز ساخن.',
  ],
  1.75,
  { groups: ['bread', 'spice'], tags: ['vegetarian', 'contains_egg', 'contains_gluten'], calories: 420 },
);
item(
  1,
  'foul-medames',
  ['Foul Medames', 'فول مدمس'],
  [
    'Slow-cooked fava beans with cumin, lemon, garlic, olive oil and diced tomato.',
    'فول مطبوخ على نار هادئة مع الكمون والليمون والثوم وزيت الزيتون والطماطم.',
  ],
  1.25,
  { groups: ['bread'], tags: ['vegan', 'healthy'], calories: 380, glyph: 'bowl', colour: '#9b6a3a' },
);
item(
  1,
  'balaleet',
  ['Balaleet', 'بلاليط'],
  [
    'Sweet saffron and cardamom vermicelli topped with a thin omelette.',
    'شعيرية حلوة بالزعفران والهيل مع طبقة رقيقة من البيض.',
  ],
  1.5,
  { tags: ['vegetarian', 'contains_egg', 'contains_gluten'], calories: 510, glyph: 'noodles', colour: '#f2c14e' },
);
item(
  1,
  'chebab',
  ['Chebab with Date Syrup', 'جباب بالدبس'],
  [
    'Kuwaiti saffron and cardamom pancakes with date syrup and cream cheese.',
    'جباب كويتي بالزعفران والهيل مع دبس التمر والجبن الكريمي.',
  ],
  1.75,
  {
    tags: ['vegetarian', 'contains_dairy', 'contains_gluten', 'contains_egg'],
    calories: 560,
    glyph: 'pancakes',
    colour: '#e3a04f',
  },
);
item(
  1,
  'zaatar-manakish',
  ["Za'atar Manakish", 'مناقيش زعتر'],
  [
    'Stone-baked flatbread with thyme, sumac, sesame and olive oil.',
    'خبز مخبوز على الحجر بالزعتر والسماق والسمسم وزيت الزيتون.',
  ],
  0.75,
  {
    groups: ['extras'],
    tags: ['vegan', 'contains_sesame', 'contains_gluten'],
    calories: 450,
    glyph: 'flatbread',
    colour: '#7a8a3a',
  },
);
item(
  1,
  'akkawi-manakish',
  ['Akkawi Cheese Manakish', 'مناقيش جبنة عكاوي'],
  ['Flatbread with melted akkawi and mozzarella, nigella seeds.', 'خبز بجبنة العكاوي والموزاريلا الذائبة وحبة البركة.'],
  1.0,
  {
    groups: ['extras'],
    tags: ['vegetarian', 'contains_dairy', 'contains_gluten'],
    calories: 530,
    glyph: 'flatbread',
    colour: '#f4dca0',
  },
);
item(
  1,
  'tamees-cheese-honey',
  ['Tamees with Cheese & Honey', 'تميس بالجبن والعسل'],
  [
    'Afghan-style tamees bread fresh from the tannour, with cream cheese and Sidr honey.',
    'خبز تميس طازج من التنور مع الجبن الكريمي وعسل السدر.',
  ],
  0.85,
  { tags: ['vegetarian', 'contains_dairy', 'contains_gluten'], calories: 490, glyph: 'flatbread', colour: '#e8b860' },
);
item(
  1,
  'labneh-plate',
  ['Labneh Plate', 'صحن لبنة'],
  [
    'Strained yoghurt with olive oil, dried mint, olives and cucumber.',
    'لبنة مع زيت الزيتون والنعناع المجفف والزيتون والخيار.',
  ],
  1.25,
  {
    groups: ['bread'],
    tags: ['vegetarian', 'contains_dairy', 'gluten_free'],
    calories: 310,
    glyph: 'bowl',
    colour: '#f5efe2',
  },
);
item(
  1,
  'kuwaiti-breakfast-tray',
  ['Kuwaiti Breakfast Tray', 'صينية الفطور الكويتي'],
  [
    'Balaleet, eggs with tomato, chebab, labneh, foul, olives and a pot of tea.',
    'بلاليط وبيض بالطماطم وجباب ولبنة وفول وزيتون وإبريق شاي.',
  ],
  5.5,
  {
    labels: [size('For 2', 'لشخصين', 5.5), size('For 4', 'لأربعة أشخاص', 8.5)],
    display: 'multiple_options',
    tags: ['vegetarian', 'contains_egg', 'contains_dairy', 'contains_gluten'],
    glyph: 'platter',
    colour: '#d9472b',
  },
);

// Cold mezze
item(
  3,
  'hummus',
  ['Hummus', 'حمص'],
  [
    'Chickpeas whipped with tahini, lemon and garlic, finished with olive oil.',
    'حمص مهروس مع الطحينة والليمون والثوم، مع زيت الزيتون.',
  ],
  0.95,
  {
    labels: [size('Regular', 'عادي', 0.95), size('Large', 'كبير', 1.65)],
    display: 'min_max',
    tags: ['vegan', 'gluten_free', 'contains_sesame'],
    calories: 290,
    colour: '#e7cf9f',
  },
);
item(
  3,
  'moutabal',
  ['Moutabal', 'متبل'],
  [
    'Smoky charred aubergine with tahini, lemon and pomegranate.',
    'باذنجان مشوي على الفحم مع الطحينة والليمون والرمان.',
  ],
  1.0,
  { tags: ['vegan', 'gluten_free', 'contains_sesame'], calories: 240, colour: '#c9ab84' },
);
item(
  3,
  'muhammara',
  ['Muhammara', 'محمرة'],
  ['Roasted red pepper, walnut and pomegranate molasses dip.', 'غموس الفلفل الأحمر المشوي مع الجوز ودبس الرمان.'],
  1.15,
  { tags: ['vegan', 'spicy', 'contains_nuts', 'contains_gluten'], calories: 330, colour: '#c4452b' },
);
item(
  3,
  'tabbouleh',
  ['Tabbouleh', 'تبولة'],
  [
    'Parsley, fine bulgur, tomato, mint, onion, lemon and olive oil.',
    'بقدونس وبرغل ناعم وطماطم ونعناع وبصل وليمون وزيت زيتون.',
  ],
  1.25,
  { tags: ['vegan', 'healthy', 'contains_gluten'], calories: 180, glyph: 'salad', colour: '#e53935' },
);
item(
  3,
  'fattoush',
  ['Fattoush', 'فتوش'],
  [
    'Crisp greens, radish and cucumber with sumac, toasted bread and pomegranate dressing.',
    'خضار مقرمشة وفجل وخيار مع السماق والخبز المحمص وصلصة الرمان.',
  ],
  1.35,
  { tags: ['vegan', 'healthy', 'contains_gluten'], calories: 220, glyph: 'salad', colour: '#c62828' },
);
item(
  3,
  'vine-leaves',
  ['Vine Leaves', 'ورق عنب'],
  [
    'Six vine leaves stuffed with herbed rice, cooked in lemon and olive oil.',
    'ست حبات ورق عنب محشوة بالأرز والأعشاب، مطبوخة بالليمون وزيت الزيتون.',
  ],
  1.5,
  { tags: ['vegan', 'gluten_free'], calories: 260, glyph: 'rolls', colour: '#4d6b2f' },
);
item(
  3,
  'cold-mezze-trio',
  ['Cold Mezze Trio', 'ثلاثية المقبلات الباردة'],
  ['Pick three of our dips, served with a basket of warm bread.', 'اختر ثلاثة من أطباقنا الباردة، مع سلة خبز ساخن.'],
  2.75,
  {
    groups: ['dips'],
    tags: ['vegetarian', 'contains_sesame', 'contains_gluten'],
    calories: 720,
    glyph: 'platter',
    colour: '#e7cf9f',
  },
);

// Hot mezze
item(
  4,
  'falafel',
  ['Falafel', 'فلافل'],
  ['Six crisp chickpea and herb fritters with tahini sauce.', 'ست حبات فلافل مقرمشة بالحمص والأعشاب مع الطحينة.'],
  0.9,
  { groups: ['sauces'], tags: ['vegan', 'contains_sesame'], calories: 340, colour: '#7a4a22' },
);
item(
  4,
  'fried-kibbeh',
  ['Fried Kibbeh', 'كبة مقلية'],
  [
    'Four bulgur shells stuffed with spiced minced lamb, onion and pine nuts.',
    'أربع حبات كبة برغل محشوة باللحم المفروم المتبل والبصل والصنوبر.',
  ],
  1.5,
  { tags: ['contains_gluten', 'contains_nuts'], calories: 420, glyph: 'balls', colour: '#8c5426' },
);
item(
  4,
  'cheese-sambousek',
  ['Cheese Sambousek', 'سمبوسك جبنة'],
  ['Crisp pastry filled with akkawi, feta and parsley.', 'عجينة مقرمشة محشوة بجبنة العكاوي والفيتا والبقدونس.'],
  1.2,
  {
    labels: [size('6 pieces', '٦ حبات', 1.2), size('12 pieces', '١٢ حبة', 2.2)],
    display: 'multiple_options',
    tags: ['vegetarian', 'contains_dairy', 'contains_gluten'],
    calories: 380,
    glyph: 'triangles',
    colour: '#e9b35f',
  },
);
item(
  4,
  'batata-harra',
  ['Batata Harra', 'بطاطا حارة'],
  ['Cubed potatoes with garlic, coriander and chilli.', 'مكعبات بطاطا مع الثوم والكزبرة والفلفل الحار.'],
  1.1,
  { groups: ['spice'], tags: ['vegan', 'spicy', 'gluten_free'], calories: 360, glyph: 'balls', colour: '#e8a23a' },
);
item(
  4,
  'grilled-halloumi',
  ['Grilled Halloumi', 'حلوم مشوي'],
  ["Halloumi grilled with za'atar, tomato and olive oil.", 'جبنة حلوم مشوية مع الزعتر والطماطم وزيت الزيتون.'],
  1.65,
  { tags: ['vegetarian', 'gluten_free', 'contains_dairy'], calories: 390, glyph: 'rolls', colour: '#f1e2b8' },
);
item(
  4,
  'chicken-liver',
  ['Chicken Livers with Pomegranate', 'كبدة دجاج بدبس الرمان'],
  ['Sautéed with garlic, lemon and pomegranate molasses.', 'مقلية مع الثوم والليمون ودبس الرمان.'],
  1.45,
  { tags: ['gluten_free'], calories: 310, glyph: 'bowl', colour: '#6b2a1a' },
);
item(
  4,
  'mini-sambousek-tray',
  ['Mini Sambousek Party Tray', 'صينية سمبوسك صغير للحفلات'],
  [
    'Assorted mini sambousek — cheese, meat and spinach — sold by the dozen.',
    'تشكيلة سمبوسك صغير — جبنة ولحم وسبانخ — بالدرزن.',
  ],
  2.75,
  {
    labels: [size('Dozen', 'درزن', 2.75, { minimum: 2, maximum: 10, unit: t('dozen', 'درزن') })],
    types: 'takeaway',
    tags: ['contains_dairy', 'contains_gluten'],
    glyph: 'triangles',
    colour: '#d99a4a',
  },
);

// Grills
item(
  5,
  'shish-tawook',
  ['Shish Tawook', 'شيش طاووق'],
  [
    'Chicken marinated in yoghurt, garlic and lemon, grilled over charcoal.',
    'دجاج متبل باللبن والثوم والليمون ومشوي على الفحم.',
  ],
  2.75,
  { groups: ['sides', 'sauces'], tags: ['gluten_free', 'contains_dairy'], calories: 640, colour: '#e0a050' },
);
item(
  5,
  'lamb-kebab',
  ['Lamb Kebab', 'كباب لحم'],
  ['Minced lamb with parsley and onion, grilled over charcoal.', 'لحم غنم مفروم مع البقدونس والبصل، مشوي على الفحم.'],
  3.25,
  { groups: ['sides', 'sauces'], tags: ['gluten_free'], calories: 720, colour: '#7a3b1a' },
);
item(
  5,
  'lamb-chops',
  ['Lamb Chops', 'ريش غنم'],
  ['Four Australian lamb chops with rosemary and sumac.', 'أربع قطع ريش غنم أسترالي بإكليل الجبل والسماق.'],
  5.75,
  {
    groups: ['doneness', 'sides'],
    tags: ['gluten_free'],
    calories: 780,
    glyph: 'chops',
    colour: '#7a3b1a',
    branches: [{ branch_id: 2, visible: true, available: { status: false } }],
  },
);
item(
  5,
  'mixed-grill',
  ['Mixed Grill', 'مشاوي مشكلة'],
  ['Tawook, lamb kebab and lamb tikka with grilled tomato and onion.', 'طاووق وكباب لحم وتكة لحم مع طماطم وبصل مشوي.'],
  4.5,
  {
    labels: [size('For 1', 'لشخص', 4.5), size('For 2', 'لشخصين', 8.25)],
    display: 'min_max',
    groups: ['sides', 'sauces'],
    tags: ['gluten_free', 'contains_dairy'],
    calories: 980,
    colour: '#8b4a22',
  },
);
item(
  5,
  'charcoal-wings',
  ['Charcoal Wings', 'أجنحة على الفحم'],
  [
    'Eight wings marinated with garlic and lemon or spicy harissa.',
    'ثمانية أجنحة متبلة بالثوم والليمون أو بالهريسة الحارة.',
  ],
  1.95,
  { groups: ['spice', 'sauces'], tags: ['spicy', 'gluten_free'], calories: 560, glyph: 'chops', colour: '#b8501f' },
);
item(
  5,
  'majlis-sharing-platter',
  ['Majlis Sharing Platter', 'صينية المجلس للمشاركة'],
  [
    'Grills for four brought to your table on glowing charcoal, with bread, mezze and rice.',
    'مشاوي لأربعة أشخاص تصل إلى طاولتك على الفحم، مع الخبز والمقبلات والرز.',
  ],
  8.5,
  {
    types: 'dine_in_only',
    tags: ['contains_gluten', 'contains_sesame'],
    calories: 3200,
    glyph: 'platter',
    colour: '#7a3b1a',
  },
);
item(
  5,
  'hammour-fillet',
  ['Grilled Hammour Fillet', 'فيليه هامور مشوي'],
  [
    'Local grouper with lemon, garlic and coriander, with saffron rice.',
    'هامور محلي بالليمون والثوم والكزبرة مع رز بالزعفران.',
  ],
  4.25,
  { tags: ['gluten_free', 'contains_fish', 'healthy'], calories: 520, glyph: 'fish', colour: '#d8c3a0' },
);

// Shawarma & wraps
item(
  6,
  'chicken-shawarma',
  ['Chicken Shawarma Sandwich', 'ساندويش شاورما دجاج'],
  [
    'Chicken shawarma with garlic toum, pickles and fries, rolled and toasted.',
    'شاورما دجاج مع الثومية والمخلل والبطاطا، ملفوفة ومحمصة.',
  ],
  0.85,
  {
    labels: [size('Regular', 'عادي', 0.85), size('Large', 'كبير', 1.25)],
    display: 'min_max',
    groups: ['bread', 'extras', 'sauces'],
    tags: ['contains_gluten', 'contains_egg'],
    calories: 520,
    colour: '#e3a25a',
  },
);
item(
  6,
  'beef-shawarma',
  ['Beef Shawarma Sandwich', 'ساندويش شاورما لحم'],
  [
    'Beef shawarma with tahini, parsley and onion, tomato and pickles.',
    'شاورما لحم مع الطحينة والبقدونس والبصل والطماطم والمخلل.',
  ],
  0.95,
  {
    labels: [size('Regular', 'عادي', 0.95), size('Large', 'كبير', 1.45)],
    display: 'min_max',
    groups: ['bread', 'extras', 'sauces'],
    tags: ['contains_gluten', 'contains_sesame'],
    calories: 560,
    colour: '#7a3b1a',
  },
);
item(
  6,
  'arabic-shawarma-plate',
  ['Arabic Shawarma Plate', 'صحن شاورما عربي'],
  [
    'Chicken shawarma cut in saj, with fries, toum, pickles and hot sauce.',
    'شاورما دجاج مقطعة بالصاج، مع البطاطا والثومية والمخلل والصوص الحار.',
  ],
  2.25,
  {
    groups: ['sauces', 'extras'],
    tags: ['contains_gluten', 'contains_egg'],
    calories: 890,
    glyph: 'platter',
    colour: '#e3a25a',
  },
);
item(
  6,
  'falafel-wrap',
  ['Falafel Wrap', 'ساندويش فلافل'],
  ['Falafel, tahini, tomato, parsley, radish and pickles.', 'فلافل وطحينة وطماطم وبقدونس وفجل ومخلل.'],
  0.65,
  {
    groups: ['bread', 'sauces'],
    tags: ['vegan', 'contains_sesame', 'contains_gluten'],
    calories: 430,
    colour: '#6f4a22',
  },
);
item(
  6,
  'halloumi-zaatar-wrap',
  ["Halloumi & Za'atar Wrap", 'ساندويش حلوم بالزعتر'],
  ["Grilled halloumi, za'atar, tomato, mint and olives.", 'حلوم مشوي وزعتر وطماطم ونعناع وزيتون.'],
  1.1,
  { groups: ['bread'], tags: ['vegetarian', 'contains_dairy', 'contains_gluten'], calories: 480, colour: '#f1e2b8' },
);
item(
  6,
  'tawook-saj-wrap',
  ['Tawook Saj Wrap', 'ساندويش طاووق صاج'],
  [
    'Charcoal tawook in thin saj bread with toum and coleslaw.',
    'طاووق على الفحم بخبز الصاج الرقيق مع الثومية والكول سلو.',
  ],
  1.25,
  {
    groups: ['extras', 'sauces'],
    tags: ['contains_dairy', 'contains_gluten', 'contains_egg'],
    calories: 540,
    colour: '#e0a050',
  },
);

// Kuwaiti classics
item(
  7,
  'chicken-machboos',
  ['Chicken Machboos', 'مجبوس دجاج'],
  [
    'Spiced basmati with loomi and saffron, roast chicken, daqqus and hashu.',
    'رز بسمتي متبل باللومي والزعفران مع دجاج مشوي ودقوس وحشو.',
  ],
  2.95,
  {
    labels: [size('Half chicken', 'نص دجاجة', 2.95), size('Whole chicken', 'دجاجة كاملة', 5.25)],
    display: 'min_max',
    groups: ['machboosExtras'],
    tags: ['gluten_free', 'contains_nuts'],
    calories: 980,
    colour: '#b5651d',
  },
);
item(
  7,
  'lamb-machboos',
  ['Lamb Machboos', 'مجبوس لحم'],
  [
    'Slow-cooked lamb shoulder on saffron rice with fried onions and raisins.',
    'كتف غنم مطبوخ ببطء على رز الزعفران مع البصل المقلي والزبيب.',
  ],
  4.75,
  { groups: ['machboosExtras'], tags: ['gluten_free'], calories: 1150, colour: '#6b3416' },
);
item(
  7,
  'shrimp-machboos',
  ['Shrimp Machboos', 'مجبوس روبيان'],
  ['Gulf shrimp cooked with tomato, loomi and spiced rice.', 'روبيان خليجي مطبوخ مع الطماطم واللومي والرز المتبل.'],
  4.25,
  {
    groups: ['machboosExtras', 'spice'],
    tags: ['gluten_free', 'spicy', 'contains_shellfish'],
    calories: 860,
    colour: '#e8774d',
  },
);
item(
  7,
  'murabyan',
  ['Murabyan', 'مربين'],
  [
    'Kuwaiti rice cooked with fresh and dried shrimp, coriander and turmeric.',
    'رز كويتي مطبوخ بالروبيان الطازج والمجفف والكزبرة والكركم.',
  ],
  3.95,
  { tags: ['gluten_free', 'contains_shellfish'], calories: 820, colour: '#e0704a' },
);
item(
  7,
  'jareesh',
  ['Jareesh', 'جريش'],
  [
    'Cracked wheat slow-cooked with chicken and topped with crispy onions.',
    'جريش مطبوخ ببطء مع الدجاج ومزين بالبصل المقرمش.',
  ],
  1.95,
  { tags: ['contains_gluten', 'contains_dairy'], calories: 640, glyph: 'soup', colour: '#e6d3a8' },
);
item(
  7,
  'harees',
  ['Friday Harees', 'هريس الجمعة'],
  [
    'Wheat and lamb beaten until silky, with ghee and cinnamon sugar. Fridays only.',
    'قمح ولحم مضروبان حتى النعومة مع السمن والسكر بالقرفة. يوم الجمعة فقط.',
  ],
  1.75,
  {
    tags: ['contains_gluten', 'contains_dairy'],
    calories: 590,
    glyph: 'soup',
    colour: '#eadbb8',
    schedule: week((d) => (d === FRI ? open(shift('11:00', '16:00')) : closed())),
  },
);
item(
  7,
  'catch-of-the-day-zubaidi',
  ['Catch of the Day: Zubaidi', 'صيد اليوم: زبيدي'],
  [
    'Fresh pomfret from the Sharq fish market, fried or grilled, with rice and daqqus. Market price.',
    'زبيدي طازج من سوق السمك في شرق، مقلي أو مشوي، مع رز ودقوس. بسعر السوق.',
  ],
  6.5,
  {
    hidePrice: true,
    display: 'price_on_selection',
    groups: ['fishStyle'],
    tags: ['gluten_free', 'contains_fish'],
    glyph: 'fish',
    colour: '#c9c2b4',
  },
);
item(
  7,
  'mutabbaq-samak',
  ['Mutabbaq Samak', 'مطبق سمك'],
  ['Spiced fish layered over rice cooked in fish stock.', 'سمك متبل فوق رز مطبوخ بمرق السمك.'],
  4.5,
  { tags: ['gluten_free', 'contains_fish'], calories: 780, glyph: 'rice', colour: '#c98a4a' },
);

// Burgers & sandwiches
item(
  8,
  'classic-beef-burger',
  ['Classic Beef Burger', 'برجر لحم كلاسيك'],
  [
    '150 g beef patty, cheddar, pickles, lettuce and house sauce in a brioche bun.',
    'قطعة لحم ١٥٠ غ مع جبنة شيدر ومخلل وخس وصوص خاص في خبز بريوش.',
  ],
  2.45,
  {
    groups: ['doneness', 'burgerExtras'],
    tags: ['contains_gluten', 'contains_dairy', 'contains_egg', 'contains_sesame'],
    calories: 820,
  },
);
item(
  8,
  'spicy-chicken-burger',
  ['Spicy Chicken Burger', 'برجر دجاج حار'],
  ['Crispy buttermilk chicken, chilli mayo and slaw.', 'دجاج مقرمش متبل بالحليب، مايونيز حار وكول سلو.'],
  2.25,
  {
    groups: ['burgerExtras'],
    tags: ['spicy', 'contains_gluten', 'contains_dairy', 'contains_egg'],
    calories: 760,
    colour: '#b8501f',
  },
);
item(
  8,
  'halloumi-burger',
  ['Halloumi Burger', 'برجر حلوم'],
  ['Grilled halloumi, roasted peppers, rocket and pesto.', 'حلوم مشوي وفلفل محمص وجرجير وبيستو.'],
  2.15,
  {
    groups: ['burgerExtras'],
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_nuts'],
    calories: 690,
    colour: '#e9d7a5',
  },
);
item(
  8,
  'lamb-kofta-burger',
  ['Lamb Kofta Burger', 'برجر كفتة لحم'],
  ['Spiced lamb kofta, tahini, sumac onions and tomato.', 'كفتة لحم متبلة مع الطحينة والبصل بالسماق والطماطم.'],
  2.75,
  {
    groups: ['doneness', 'burgerExtras'],
    tags: ['contains_gluten', 'contains_sesame'],
    calories: 840,
    colour: '#6b3416',
  },
);
item(
  8,
  'loaded-zaatar-fries',
  ["Loaded Za'atar Fries", 'بطاطا محملة بالزعتر'],
  ["Fries with za'atar, crumbled feta and garlic toum.", 'بطاطا مقلية مع الزعتر والفيتا والثومية.'],
  1.35,
  {
    labels: [size('Regular', 'عادي', 1.35), size('Large', 'كبير', 1.95)],
    display: 'starting_from',
    tags: ['vegetarian', 'contains_dairy'],
    calories: 610,
    glyph: 'fries',
    colour: '#1f6f6b',
  },
);
item(
  8,
  'kids-chicken-strips',
  ['Kids Chicken Strips', 'ستربس دجاج للأطفال'],
  ['Three chicken strips with fries and a small juice.', 'ثلاث قطع ستربس دجاج مع بطاطا وعصير صغير.'],
  1.5,
  { tags: ['contains_gluten', 'contains_egg'], calories: 540, glyph: 'fries', colour: '#f08a5d' },
);

// Salads & bowls
item(
  9,
  'tawook-caesar',
  ['Tawook Caesar', 'سيزر بالطاووق'],
  [
    'Romaine, charcoal tawook, parmesan, croutons and Caesar dressing.',
    'خس روماني وطاووق مشوي وبارميزان وخبز محمص وصلصة سيزر.',
  ],
  2.45,
  { tags: ['contains_dairy', 'contains_gluten', 'contains_egg', 'contains_fish'], calories: 540, colour: '#f1e2b8' },
);
item(
  9,
  'quinoa-tabbouleh-bowl',
  ['Quinoa Tabbouleh Bowl', 'تبولة الكينوا'],
  [
    'Quinoa, parsley, mint, pomegranate, cucumber and lemon dressing.',
    'كينوا وبقدونس ونعناع ورمان وخيار مع صلصة الليمون.',
  ],
  2.25,
  { groups: ['boost'], tags: ['vegan', 'gluten_free', 'healthy'], calories: 380, colour: '#b71c1c' },
);
item(
  9,
  'halloumi-watermelon',
  ['Halloumi & Watermelon Salad', 'سلطة حلوم وبطيخ'],
  ['Grilled halloumi, watermelon, mint and black olives.', 'حلوم مشوي وبطيخ ونعناع وزيتون أسود.'],
  2.15,
  { tags: ['vegetarian', 'gluten_free', 'contains_dairy', 'healthy'], calories: 360, colour: '#ef5350' },
);
item(
  9,
  'falafel-power-bowl',
  ['Falafel Power Bowl', 'وعاء الفلافل'],
  ['Falafel, hummus, freekeh, pickled cabbage and tahini.', 'فلافل وحمص وفريكة وملفوف مخلل وطحينة.'],
  2.35,
  { tags: ['vegan', 'contains_sesame', 'contains_gluten'], calories: 690, glyph: 'bowl', colour: '#8a6a3a' },
);
item(
  9,
  'rocca-pomegranate',
  ['Rocket & Pomegranate Salad', 'سلطة جرجير ورمان'],
  ['Rocket, pomegranate, walnuts and sumac onions with olive oil.', 'جرجير ورمان وجوز وبصل بالسماق مع زيت الزيتون.'],
  1.75,
  { tags: ['vegan', 'gluten_free', 'contains_nuts', 'healthy'], calories: 260, colour: '#8e1b3a' },
);

// Bakery
item(
  10,
  'butter-croissant',
  ['Butter Croissant', 'كرواسون بالزبدة'],
  ['Laminated with French butter, baked every morning.', 'مصنوع بالزبدة الفرنسية، يُخبز كل صباح.'],
  0.65,
  { tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_egg'], calories: 310, colour: '#d9912f' },
);
item(
  10,
  'zaatar-cheese-croissant',
  ["Za'atar & Cheese Croissant", 'كرواسون زعتر وجبنة'],
  ["Filled with za'atar, akkawi and a touch of olive oil.", 'محشو بالزعتر وجبنة العكاوي ولمسة من زيت الزيتون.'],
  0.85,
  { tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_sesame'], calories: 390, colour: '#b98a2f' },
);
item(
  10,
  'spinach-fatayer',
  ['Spinach Fatayer', 'فطاير سبانخ'],
  ['Spinach, onion, sumac and lemon in soft dough.', 'سبانخ وبصل وسماق وليمون في عجينة طرية.'],
  0.45,
  {
    labels: [size('1 piece', 'حبة واحدة', 0.45), size('Box of 6', 'علبة ٦ حبات', 2.5)],
    display: 'multiple_options',
    tags: ['vegan', 'contains_gluten'],
    calories: 190,
    glyph: 'triangles',
    colour: '#c99a52',
  },
);
item(
  10,
  'cheese-fatayer',
  ['Cheese Fatayer', 'فطاير جبنة'],
  ['Akkawi and mozzarella in soft dough with nigella seeds.', 'جبنة عكاوي وموزاريلا في عجينة طرية مع حبة البركة.'],
  0.45,
  {
    labels: [size('1 piece', 'حبة واحدة', 0.45), size('Box of 6', 'علبة ٦ حبات', 2.5)],
    display: 'multiple_options',
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy'],
    calories: 230,
    glyph: 'triangles',
    colour: '#e9c46a',
  },
);
item(
  10,
  'date-maamoul',
  ['Date Maamoul', 'معمول تمر'],
  [
    'Semolina shortbread filled with dates and cardamom. Sold by the piece, from 4.',
    'معمول سميد محشو بالتمر والهيل. يُباع بالحبة، ٤ حبات على الأقل.',
  ],
  0.35,
  {
    labels: [size('Piece', 'حبة', 0.35, { minimum: 4, maximum: 40, unit: t('piece', 'حبة') })],
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy'],
    calories: 120,
    glyph: 'balls',
    colour: '#d8a35d',
  },
);
item(
  10,
  'pistachio-croissant',
  ['Pistachio Croissant', 'كرواسون بالفستق'],
  ['Twice-baked with pistachio cream and crushed pistachios.', 'مخبوز مرتين بكريمة الفستق والفستق المجروش.'],
  1.1,
  {
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_nuts', 'contains_egg'],
    calories: 450,
    colour: '#9cb65a',
  },
);

// Coffee
item(
  12,
  'espresso',
  ['Espresso', 'إسبريسو'],
  ['Our house blend: chocolate, dates and a hint of cardamom.', 'خلطتنا الخاصة: شوكولاتة وتمر ولمسة هيل.'],
  0.75,
  {
    labels: [size('Single', 'مفرد', 0.75), size('Double', 'دبل', 1.0)],
    display: 'multiple_options',
    tags: ['vegan', 'gluten_free'],
    calories: 5,
    colour: '#3b2010',
  },
);
item(12, 'americano', ['Americano', 'أمريكانو'], ['Espresso topped with hot water.', 'إسبريسو مع ماء ساخن.'], 0.95, {
  labels: smlDrinks(0.95, 1.15, 1.35),
  display: 'starting_from',
  groups: ['coffeeAddOns'],
  tags: ['vegan', 'gluten_free'],
  calories: 10,
  colour: '#4a2a14',
});
item(
  12,
  'cappuccino',
  ['Cappuccino', 'كابتشينو'],
  ['Espresso with steamed milk and a thick layer of foam.', 'إسبريسو مع حليب مبخر وطبقة كثيفة من الرغوة.'],
  1.25,
  {
    labels: smlDrinks(1.25, 1.45, 1.65),
    display: 'min_max',
    groups: ['milk', 'coffeeAddOns'],
    tags: ['vegetarian', 'contains_dairy'],
    calories: 130,
    colour: '#a06a3e',
  },
);
item(
  12,
  'spanish-latte',
  ['Spanish Latte', 'سبانش لاتيه'],
  ['Espresso, condensed milk and fresh milk, hot or iced.', 'إسبريسو مع حليب مكثف وحليب طازج، ساخن أو بارد.'],
  1.45,
  {
    labels: smlDrinks(1.45, 1.65, 1.85),
    display: 'starting_from',
    groups: ['milk', 'coffeeAddOns'],
    tags: ['vegetarian', 'contains_dairy'],
    calories: 240,
    colour: '#b57a48',
  },
);
item(
  12,
  'saffron-latte',
  ['Saffron Latte', 'لاتيه بالزعفران'],
  ['Espresso with saffron-infused milk and a drizzle of honey.', 'إسبريسو مع حليب منقوع بالزعفران ورشة عسل.'],
  1.75,
  {
    labels: [size('Medium', 'وسط', 1.75), size('Large', 'كبير', 1.95)],
    display: 'min_max',
    groups: ['milk'],
    tags: ['vegetarian', 'contains_dairy'],
    calories: 210,
    colour: '#d08a2a',
  },
);
item(
  12,
  'iced-latte',
  ['Iced Latte', 'آيس لاتيه'],
  ['Double espresso over ice with cold milk.', 'دبل إسبريسو على الثلج مع حليب بارد.'],
  1.5,
  {
    groups: ['milk', 'coffeeAddOns'],
    tags: ['vegetarian', 'contains_dairy'],
    calories: 150,
    glyph: 'glass',
    colour: '#b08057',
  },
);
item(
  12,
  'arabic-coffee-dallah',
  ['Arabic Coffee Dallah', 'دلة قهوة عربية'],
  [
    'Cardamom and saffron gahwa served in a dallah with dates, for 2 to 4 people.',
    'قهوة عربية بالهيل والزعفران تُقدَّم في دلة مع التمر، لشخصين إلى أربعة.',
  ],
  2.5,
  {
    types: 'dine_in_only',
    tags: ['vegan', 'gluten_free'],
    calories: 180,
    glyph: 'dates',
    colour: '#5a2d0c',
    branches: [{ branch_id: 2, visible: false }],
  },
);

// Tea & karak
item(
  13,
  'karak-chai',
  ['Karak Chai', 'شاي كرك'],
  [
    'Strong black tea simmered with evaporated milk, cardamom and saffron.',
    'شاي أسود ثقيل مطبوخ مع الحليب المبخر والهيل والزعفران.',
  ],
  0.35,
  {
    labels: [size('Regular', 'عادي', 0.35), size('Large', 'كبير', 0.6)],
    display: 'min_max',
    groups: ['sugar'],
    tags: ['vegetarian', 'contains_dairy'],
    calories: 120,
  },
);
item(
  13,
  'saffron-karak',
  ['Saffron Karak', 'كرك بالزعفران'],
  ['Our karak with a generous pinch of Persian saffron.', 'كركنا مع رشة سخية من الزعفران الإيراني.'],
  0.55,
  { groups: ['sugar'], tags: ['vegetarian', 'contains_dairy'], calories: 130, colour: '#c9731e' },
);
item(
  13,
  'moroccan-mint-tea',
  ['Mint Tea Pot', 'إبريق شاي بالنعناع'],
  ['Green tea with fresh mint, served in a pot for two.', 'شاي أخضر بالنعناع الطازج، في إبريق لشخصين.'],
  0.75,
  { groups: ['sugar'], tags: ['vegan', 'gluten_free'], calories: 40, colour: '#8a9a3a' },
);
item(
  13,
  'sulaimani',
  ['Sulaimani Tea', 'شاي سليماني'],
  ['Black tea with lemon, cardamom and a touch of dried lime.', 'شاي أسود مع الليمون والهيل ولمسة لومي.'],
  0.4,
  { groups: ['sugar'], tags: ['vegan', 'gluten_free'], calories: 30, colour: '#a8461a' },
);
item(
  13,
  'karak-flask',
  ['Karak Flask (1 L)', 'ترمس كرك (١ لتر)'],
  [
    'A litre of karak in a flask with paper cups — for the diwaniya or the car.',
    'لتر كرك في ترمس مع أكواب ورقية — للديوانية أو السيارة.',
  ],
  2.75,
  { types: 'takeaway', groups: ['sugar'], tags: ['vegetarian', 'contains_dairy'], glyph: 'can', colour: '#8a4b16' },
);

// Fresh juices
const juiceGroups: GroupKey[] = ['sweetness', 'boost'];
item(
  14,
  'orange-juice',
  ['Fresh Orange', 'برتقال طازج'],
  ['Valencia oranges squeezed to order.', 'برتقال فالنسيا يُعصر عند الطلب.'],
  1.25,
  {
    labels: [size('Medium', 'وسط', 1.25), size('Large', 'كبير', 1.65)],
    display: 'starting_from',
    groups: juiceGroups,
    tags: ['vegan', 'gluten_free', 'healthy'],
    calories: 160,
    colour: '#f59e0b',
  },
);
item(
  14,
  'lemon-mint',
  ['Lemon Mint', 'ليمون بالنعناع'],
  ['Fresh lemon blended with mint and ice.', 'ليمون طازج مخفوق مع النعناع والثلج.'],
  1.15,
  {
    labels: [size('Medium', 'وسط', 1.15), size('Large', 'كبير', 1.55)],
    display: 'starting_from',
    groups: juiceGroups,
    tags: ['vegan', 'gluten_free'],
    calories: 120,
    colour: '#a3d977',
  },
);
item(14, 'mango-juice', ['Mango', 'مانجو'], ['Alphonso mango, thick and smooth.', 'مانجو ألفونسو، كثيف وناعم.'], 1.45, {
  labels: [size('Medium', 'وسط', 1.45), size('Large', 'كبير', 1.85)],
  display: 'min_max',
  groups: juiceGroups,
  tags: ['vegan', 'gluten_free'],
  calories: 210,
  colour: '#fbbf24',
});
item(
  14,
  'strawberry-juice',
  ['Strawberry', 'فراولة'],
  ['Fresh strawberries blended with a little milk or water.', 'فراولة طازجة مخفوقة مع قليل من الحليب أو الماء.'],
  1.45,
  { groups: juiceGroups, tags: ['vegetarian', 'gluten_free'], calories: 170, colour: '#e11d48' },
);
item(
  14,
  'avocado-honey-nuts',
  ['Avocado with Honey & Nuts', 'أفوكادو بالعسل والمكسرات'],
  [
    'Kuwaiti-style avocado shake with honey, pistachio and almonds.',
    'كوكتيل أفوكادو على الطريقة الكويتية مع العسل والفستق واللوز.',
  ],
  1.95,
  { tags: ['vegetarian', 'contains_nuts', 'contains_dairy'], calories: 420, colour: '#84a94b' },
);
item(
  14,
  'pomegranate-juice',
  ['Pomegranate', 'رمان'],
  ['Seasonal pomegranates pressed to order.', 'رمان موسمي يُعصر عند الطلب.'],
  1.75,
  { groups: ['boost'], tags: ['vegan', 'gluten_free', 'healthy'], calories: 150, colour: '#9f1239' },
);

// Soft drinks (GCC-style excise included in the price)
item(19, 'pepsi', ['Pepsi', 'بيبسي'], ['330 ml can.', 'علبة ٣٣٠ مل.'], 0.35, {
  taxes: [EXCISE_50],
  tags: ['vegan', 'gluten_free'],
  calories: 150,
  colour: '#1f4e9c',
});
item(19, 'diet-pepsi', ['Diet Pepsi', 'دايت بيبسي'], ['330 ml can, no sugar.', 'علبة ٣٣٠ مل، بدون سكر.'], 0.35, {
  taxes: [EXCISE_50],
  tags: ['vegan', 'gluten_free'],
  calories: 0,
  colour: '#9aa6b2',
});
item(19, 'red-bull', ['Red Bull', 'ريد بُل'], ['250 ml energy drink.', 'مشروب طاقة ٢٥٠ مل.'], 1.25, {
  taxes: [EXCISE_100],
  tags: ['vegan', 'gluten_free'],
  calories: 110,
  colour: '#2b3a8c',
});
item(19, 'water', ['Still Water', 'مياه معدنية'], ['Local mineral water, 500 ml.', 'مياه معدنية محلية، ٥٠٠ مل.'], 0.2, {
  tags: ['vegan', 'gluten_free'],
  calories: 0,
  colour: '#7cc3e8',
});
item(
  19,
  'sparkling-water',
  ['Sparkling Water', 'مياه غازية'],
  ['Imported sparkling water, 330 ml.', 'مياه غازية مستوردة، ٣٣٠ مل.'],
  0.5,
  { tags: ['vegan', 'gluten_free'], calories: 0, colour: '#3aa17e' },
);
item(19, 'laban', ['Laban', 'لبن'], ['Chilled salted yoghurt drink.', 'لبن بارد مملح.'], 0.35, {
  tags: ['vegetarian', 'gluten_free', 'contains_dairy'],
  calories: 90,
  colour: '#e9ecef',
});

// Desserts
item(
  15,
  'kunafa',
  ['Kunafa with Cheese', 'كنافة بالجبن'],
  [
    'Crisp kataifi over melted Nabulsi cheese, with rose syrup and pistachio.',
    'كنافة خشنة مقرمشة فوق جبنة نابلسية ذائبة، مع قطر الورد والفستق.',
  ],
  1.75,
  { groups: ['nuts'], tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_nuts'], calories: 540 },
);
item(
  15,
  'umm-ali',
  ['Umm Ali', 'أم علي'],
  [
    'Baked puff pastry pudding with milk, nuts, raisins and coconut.',
    'حلوى عجينة الباف المخبوزة مع الحليب والمكسرات والزبيب وجوز الهند.',
  ],
  1.65,
  {
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_nuts'],
    calories: 620,
    glyph: 'soup',
    colour: '#e7c98f',
  },
);
item(
  15,
  'luqaimat',
  ['Luqaimat', 'لقيمات'],
  ['Crisp saffron dumplings with date syrup and sesame.', 'لقيمات مقرمشة بالزعفران مع دبس التمر والسمسم.'],
  1.25,
  {
    labels: [size('12 pieces', '١٢ حبة', 1.25), size('24 pieces', '٢٤ حبة', 2.25)],
    display: 'multiple_options',
    tags: ['vegan', 'contains_gluten', 'contains_sesame'],
    calories: 480,
    glyph: 'balls',
    colour: '#d9952c',
  },
);
item(
  15,
  'saffron-milk-cake',
  ['Saffron Milk Cake', 'كيكة الحليب بالزعفران'],
  [
    'Sponge soaked in three milks with saffron and cardamom cream.',
    'كيك إسفنجي منقوع بثلاثة أنواع حليب مع كريمة الزعفران والهيل.',
  ],
  1.95,
  {
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_egg'],
    calories: 520,
    glyph: 'cake',
    colour: '#f2c14e',
  },
);
item(
  15,
  'sticky-date-pudding',
  ['Sticky Date Pudding', 'بودينغ التمر'],
  ['Warm date sponge with toffee sauce and vanilla ice cream.', 'كيك التمر الدافئ مع صوص التوفي وآيس كريم الفانيلا.'],
  1.85,
  {
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_egg'],
    calories: 610,
    glyph: 'cake',
    colour: '#7a3e12',
  },
);
item(
  15,
  'ice-cream-cup',
  ['Build Your Ice Cream Cup', 'كوب الآيس كريم'],
  ['Up to three scoops of our house-churned ice cream.', 'حتى ثلاث كرات من الآيس كريم المصنوع عندنا.'],
  0.5,
  {
    groups: ['scoops'],
    display: 'price_on_selection',
    tags: ['vegetarian', 'contains_dairy'],
    glyph: 'balls',
    colour: '#f4d6a0',
  },
);
item(
  15,
  'tableside-saffron-kunafa',
  ['Tableside Saffron Kunafa', 'كنافة الزعفران على الطاولة'],
  [
    'A large kunafa finished at your table with saffron syrup and qashta, for sharing.',
    'كنافة كبيرة تُكمَّل على طاولتك بقطر الزعفران والقشطة، للمشاركة.',
  ],
  3.75,
  {
    types: 'dine_in_only',
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_nuts'],
    calories: 1400,
    glyph: 'kunafa',
    colour: '#d9761c',
  },
);

// Late night
item(
  16,
  'midnight-shawarma-box',
  ['Midnight Shawarma Box', 'بوكس شاورما منتصف الليل'],
  [
    'Chicken and beef shawarma, fries, toum, pickles and two Pepsis.',
    'شاورما دجاج ولحم مع بطاطا وثومية ومخلل وعلبتي بيبسي.',
  ],
  2.95,
  {
    groups: ['sauces'],
    types: 'delivery_dine_in',
    tags: ['contains_gluten', 'contains_egg'],
    calories: 1350,
    glyph: 'platter',
    colour: '#b5651d',
  },
);
item(
  16,
  'karak-chebab',
  ['Karak & Chebab', 'كرك وجباب'],
  ['Two chebab with cheese and date syrup and a large karak.', 'حبتا جباب بالجبن والدبس مع كرك كبير.'],
  1.5,
  {
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_egg'],
    calories: 690,
    glyph: 'pancakes',
    colour: '#d99a4a',
  },
);
item(
  16,
  'loaded-cheese-fries',
  ['Loaded Cheese Fries', 'بطاطا بالجبن'],
  ['Fries with cheddar sauce, jalapeños and crispy onions.', 'بطاطا مع صوص الشيدر والهالبينو والبصل المقرمش.'],
  1.65,
  { tags: ['vegetarian', 'spicy', 'contains_dairy'], calories: 740, glyph: 'fries', colour: '#7b2d8b' },
);
item(
  16,
  'pistachio-crepe',
  ['Pistachio Crepe', 'كريب بالفستق'],
  ['Thin crepe with pistachio cream and kataifi crunch.', 'كريب رقيق بكريمة الفستق وقطع الكنافة المقرمشة.'],
  1.45,
  {
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_nuts', 'contains_egg'],
    calories: 560,
    glyph: 'wrap',
    colour: '#9cb65a',
  },
);

// Family feasts (reservation only)
item(
  17,
  'lamb-ouzi-tray',
  ['Lamb Ouzi Tray', 'صينية قوزي لحم'],
  [
    'Slow-roasted lamb on spiced rice with nuts and raisins, serves 4. Tell us the occasion and any allergies.',
    'لحم غنم محمر ببطء على رز متبل بالمكسرات والزبيب، يكفي ٤ أشخاص. أخبرنا بالمناسبة وأي حساسية.',
  ],
  8.5,
  {
    types: 'reservation_only',
    comment: true,
    tags: ['gluten_free', 'contains_nuts'],
    calories: 4200,
    glyph: 'platter',
    colour: '#6b3416',
  },
);
item(
  17,
  'grand-mezze-table',
  ['Grand Mezze Table', 'مائدة المقبلات الكبرى'],
  [
    'Twelve hot and cold mezze with bread, for six people.',
    'اثنا عشر طبقاً من المقبلات الباردة والساخنة مع الخبز، لستة أشخاص.',
  ],
  7.5,
  {
    types: 'reservation_only',
    tags: ['vegetarian', 'contains_sesame', 'contains_gluten', 'contains_dairy'],
    calories: 3600,
    glyph: 'platter',
    colour: '#e7cf9f',
  },
);
item(
  17,
  'family-machboos-tray',
  ['Family Machboos Tray', 'صينية مجبوس عائلية'],
  ['Chicken machboos with daqqus, salad and laban.', 'مجبوس دجاج مع الدقوس والسلطة واللبن.'],
  6.75,
  {
    types: 'reservation_only',
    labels: [size('Serves 4', 'يكفي ٤ أشخاص', 6.75), size('Serves 6', 'يكفي ٦ أشخاص', 8.5)],
    display: 'min_max',
    tags: ['gluten_free', 'contains_dairy'],
    glyph: 'rice',
    colour: '#b5651d',
  },
);
item(
  17,
  'chefs-tasting-menu',
  ["Chef's Tasting Menu", 'قائمة تذوق الشيف'],
  [
    'Seven courses chosen by our chef, price per person on request. Tell us about dietary needs.',
    'سبعة أطباق يختارها الشيف، السعر للشخص عند الطلب. أخبرنا باحتياجاتك الغذائية.',
  ],
  8.5,
  {
    types: 'reservation_only',
    hidePrice: true,
    comment: true,
    display: 'price_on_selection',
    tags: ['contains_nuts', 'contains_dairy', 'contains_gluten'],
    glyph: 'fish',
    colour: '#d8c3a0',
  },
);
item(
  17,
  'celebration-cake',
  ['Celebration Cake', 'كيكة المناسبات'],
  [
    'Saffron and pistachio layer cake, 1 kg. Write the message for the cake in the comment.',
    'كيكة طبقات بالزعفران والفستق، ١ كغ. اكتب عبارة الكيكة في الملاحظة.',
  ],
  6.5,
  {
    types: 'reservation_only',
    comment: true,
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_nuts', 'contains_egg'],
    glyph: 'cake',
    colour: '#e9c46a',
  },
);

// Pantry & gifts (shippable: weights in kg)
item(
  18,
  'maamoul-gift-box',
  ['Maamoul Gift Box', 'علبة معمول هدية'],
  ['Date, pistachio and walnut maamoul in a keepsake box.', 'معمول بالتمر والفستق والجوز في علبة هدية.'],
  3.5,
  {
    types: 'takeaway',
    labels: [
      size('500 g', '٥٠٠ غ', 3.5, { weight: 0.5, shippingWeight: 0.7 }),
      size('1 kg', '١ كغ', 6.25, { weight: 1, shippingWeight: 1.3 }),
    ],
    display: 'multiple_options',
    tags: ['vegetarian', 'contains_gluten', 'contains_dairy', 'contains_nuts'],
  },
);
item(
  18,
  'persian-saffron',
  ['Persian Saffron (2 g)', 'زعفران إيراني (٢ غ)'],
  ['Grade-one sargol saffron threads in a glass jar.', 'خيوط زعفران سرغول درجة أولى في برطمان زجاجي.'],
  2.25,
  {
    types: 'takeaway',
    labels: [size('2 g jar', 'برطمان ٢ غ', 2.25, { weight: 0.002, shippingWeight: 0.05 })],
    tags: ['vegan', 'gluten_free'],
    glyph: 'box',
    colour: '#b3261e',
  },
);
item(
  18,
  'arabic-coffee-blend',
  ['Arabic Coffee Blend', 'خلطة القهوة العربية'],
  ['Lightly roasted beans ground with cardamom and saffron.', 'بن محمص تحميصاً خفيفاً مطحون مع الهيل والزعفران.'],
  2.75,
  {
    types: 'takeaway',
    labels: [
      size('250 g', '٢٥٠ غ', 2.75, { weight: 0.25, shippingWeight: 0.3 }),
      size('500 g', '٥٠٠ غ', 5.0, { weight: 0.5, shippingWeight: 0.6 }),
    ],
    display: 'min_max',
    tags: ['vegan', 'gluten_free'],
    glyph: 'box',
    colour: '#6b3e1e',
  },
);
item(
  18,
  'khalas-dates',
  ['Khalas Dates (by weight)', 'تمر خلاص (بالوزن)'],
  ['Soft Al-Ahsa khalas dates, priced per kilo.', 'تمر خلاص الأحساء الطري، السعر للكيلو.'],
  3.5,
  {
    types: 'takeaway',
    labels: [size('Per kg', 'للكيلو', 3.5, { weight: 1, shippingWeight: 1.1, isQty: false, unit: t('kg', 'كغ') })],
    tags: ['vegan', 'gluten_free'],
    glyph: 'dates',
    colour: '#7a3e12',
  },
);
item(
  18,
  'bezar-spice-mix',
  ['Kuwaiti Bezar Spice Mix', 'بهارات بزار كويتي'],
  [
    'Our machboos spice blend: coriander, cumin, loomi, cardamom and cinnamon.',
    'خلطة بهارات المجبوس: كزبرة وكمون ولومي وهيل وقرفة.',
  ],
  1.25,
  {
    types: 'takeaway',
    labels: [size('250 g', '٢٥٠ غ', 1.25, { weight: 0.25, shippingWeight: 0.3 })],
    tags: ['vegan', 'gluten_free'],
    glyph: 'box',
    colour: '#a0522d',
  },
);

// Ids: category id × 100 + position in the category.
const itemIds = new Map<string, number>();
{
  const counters = new Map<number, number>();
  for (const spec of itemSpecs) {
    const n = (counters.get(spec.category) ?? 0) + 1;
    counters.set(spec.category, n);
    itemIds.set(spec.slug, spec.category * 100 + n);
  }
}
function idOf(slug: string): number {
  const id = itemIds.get(slug);
  if (id === undefined) throw new Error(`Unknown item ${slug}`);
  return id;
}

function buildItem(spec: ItemSpec, sort: number): ItemInput {
  const id = idOf(spec.slug);
  const labels = spec.labels ?? [{ label: t('Regular', 'عادي'), price: spec.price }];
  const price_labels: LabelInput[] = labels.map((label, index) => ({
    id: id * 10 + index + 1,
    ...(spec.labels ? { label: label.label } : {}),
    price: kwd(label.price),
    ...(label.weight !== undefined ? { weight: label.weight } : {}),
    ...(label.shippingWeight !== undefined ? { shippingWeight: label.shippingWeight } : {}),
    ...(label.minimum !== undefined ? { minimum: label.minimum } : {}),
    ...(label.maximum !== undefined ? { maximum: label.maximum } : {}),
    ...(label.isQty !== undefined ? { isQty: label.isQty } : {}),
    ...(label.unit ? { unit: label.unit } : {}),
    preparation_time: spec.category === 7 || spec.category === 5 ? 25 : 10,
  }));
  const modifier_groups: GroupInput[] = (spec.groups ?? []).map((key, gi) => {
    const group: GroupSpec = groups[key];
    const groupId = id * 10 + gi + 1;
    return {
      id: groupId,
      name: group.name,
      min: group.min,
      max: group.max,
      modifiers: group.modifiers.map((modifier, mi) => ({
        id: groupId * 10 + mi + 1,
        name: modifier.name,
        price: kwd(modifier.price ?? 0),
        ...(modifier.max_quantity ? { max_quantity: modifier.max_quantity } : {}),
      })),
    };
  });
  for (const tag of spec.tags ?? []) if (!tagKeys.has(tag)) throw new Error(`Unknown tag ${tag} on ${spec.slug}`);
  return {
    id,
    category_id: spec.category,
    name: spec.name,
    description: spec.description,
    image: `/media/demo/items/${spec.slug}`,
    types: typePresets[spec.types ?? 'all'],
    sort,
    price_display: spec.display ?? 'starting_from',
    ...(spec.hidePrice ? { hide_price: true } : {}),
    ...(spec.comment ? { require_comment: true } : {}),
    price_labels,
    ...(modifier_groups.length ? { modifier_groups } : {}),
    ...(spec.taxes
      ? { inclusive_taxes: spec.taxes.map((tax, ti) => ({ id: id * 10 + ti + 1, name: tax.name, rate: tax.rate })) }
      : {}),
    tags: spec.tags ?? [],
    ...(spec.calories !== undefined ? { calories: spec.calories } : {}),
    ...(spec.schedule ? { schedule: spec.schedule } : {}),
    ...(spec.branches ? { branches: spec.branches } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Branches
// ---------------------------------------------------------------------------------------------

const sharqHours = (from: string, to: string, weekendTo: string) =>
  week((d) => open(shift(from, d === THU || d === FRI ? weekendTo : to)));
const salmiyaDay = (d: number, ...shifts: { time_from: string; time_to: string }[]) =>
  d === MON ? closed() : open(...shifts);

const branches: Input['branches'] = [
  {
    id: 1,
    reference_id: 'sharq',
    name: t('Saffron & Salt — Sharq', 'زعفران وملح — شرق'),
    address: t(
      'Arabian Gulf Street, Block 3, next to Souq Sharq, Sharq, Kuwait City',
      'شارع الخليج العربي، قطعة ٣، بجانب سوق شرق، شرق، مدينة الكويت',
    ),
    phone: '+96522401234',
    location: { lat: 29.3851, lng: 47.9922 },
    time_zone: 'Asia/Kuwait',
    selling_types: ['delivery', 'car_pickup', 'dine_in', 'reservation'],
    shifts: {
      // Thursday and Friday nights run past midnight.
      delivery: sharqHours('11:00', '23:30', '01:00'),
      car_pickup: sharqHours('07:00', '23:30', '01:00'),
      dine_in: sharqHours('07:00', '23:30', '01:00'),
      reservation: week((d) => (d === MON ? closed() : open(shift('12:30', '15:30'), shift('19:00', '23:00')))),
    },
  },
  {
    id: 2,
    reference_id: 'salmiya',
    name: t('Saffron & Salt — Salmiya', 'زعفران وملح — السالمية'),
    address: t('Salem Al Mubarak Street, Block 2, Salmiya, Hawalli', 'شارع سالم المبارك، قطعة ٢، السالمية، حولي'),
    phone: '+96525711234',
    location: { lat: 29.3386, lng: 48.0753 },
    time_zone: 'Asia/Kuwait',
    selling_types: ['delivery', 'car_pickup', 'dine_in'],
    shifts: {
      // Closed on Mondays; split delivery shifts; Friday opens after the noon prayer; 12-hour clock on purpose.
      delivery: week((d) =>
        d === FRI ? open(shift('13:00', '23:00')) : salmiyaDay(d, shift('12:00', '16:00'), shift('18:00', '23:00')),
      ),
      car_pickup: week((d) => salmiyaDay(d, shift('8:00 AM', '11:00 PM'))),
      dine_in: week((d) => salmiyaDay(d, shift('8:00 AM', '11:00 PM'))),
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Delivery zones: star-shaped polygons around real district centres, sized so they never overlap
// ---------------------------------------------------------------------------------------------

interface District {
  key: string;
  name: Text;
  governorate: 'capital' | 'hawalli' | 'mubarak';
  lat: number;
  lng: number;
}
const governorates: Record<District['governorate'], Text> = {
  capital: t('Capital Governorate', 'محافظة العاصمة'),
  hawalli: t('Hawalli Governorate', 'محافظة حولي'),
  mubarak: t('Mubarak Al-Kabeer Governorate', 'محافظة مبارك الكبير'),
};
const d = (key: string, en: string, ar: string, governorate: District['governorate'], lat: number, lng: number) => ({
  key,
  name: t(en, ar),
  governorate,
  lat,
  lng,
});
const districts: District[] = [
  d('sharq', 'Sharq', 'شرق', 'capital', 29.3836, 47.9951),
  d('mirqab', 'Mirqab', 'المرقاب', 'capital', 29.3668, 47.9835),
  d('dasman', 'Dasman', 'دسمان', 'capital', 29.3855, 48.0088),
  d('qibla', 'Qibla', 'القبلة', 'capital', 29.3742, 47.9695),
  d('bneid-al-qar', 'Bneid Al-Qar', 'بنيد القار', 'capital', 29.3728, 48.0135),
  d('dasma', 'Dasma', 'الدسمة', 'capital', 29.3638, 48.0018),
  d('daiya', 'Daiya', 'الدعية', 'capital', 29.3588, 48.0172),
  d('qadsiya', 'Qadsiya', 'القادسية', 'capital', 29.3492, 48.0048),
  d('mansouriya', 'Mansouriya', 'المنصورية', 'capital', 29.3572, 47.9908),
  d('abdullah-al-salem', 'Abdullah Al-Salem', 'عبدالله السالم', 'capital', 29.3502, 47.9745),
  d('kaifan', 'Kaifan', 'كيفان', 'capital', 29.3372, 47.9602),
  d('shuwaikh', 'Shuwaikh', 'الشويخ', 'capital', 29.3532, 47.9528),
  d('shuwaikh-port', '', '', 'capital', 29.3652, 47.9352),
  d('shaab', 'Shaab', 'الشعب', 'hawalli', 29.3578, 48.0318),
  d('hawalli', 'Hawalli', 'حولي', 'hawalli', 29.3398, 48.0282),
  d('surra', 'Surra', 'السرة', 'capital', 29.3148, 47.9968),
  d('jabriya', 'Jabriya', 'الجابرية', 'hawalli', 29.3208, 48.0302),
  d('salmiya', 'Salmiya', 'السالمية', 'hawalli', 29.3352, 48.0748),
  d('rumaithiya', 'Rumaithiya', 'الرميثية', 'hawalli', 29.3168, 48.0762),
  d('bayan', 'Bayan', 'بيان', 'hawalli', 29.3002, 48.0498),
  d('salwa', 'Salwa', 'سلوى', 'hawalli', 29.2948, 48.0802),
  d('mishref', 'Mishref', 'مشرف', 'hawalli', 29.2802, 48.0598),
  d('messila', 'Messila', 'المسيلة', 'mubarak', 29.2682, 48.0958),
  d('abu-al-hasaniya', 'Abu Al-Hasaniya', 'أبو الحصانية', 'mubarak', 29.2552, 48.1082),
];
const districtByKey = new Map(districts.map((x) => [x.key, x]));
const KM_PER_DEG_LAT = 110.9;
const KM_PER_DEG_LNG = 111.3 * Math.cos((29.35 * Math.PI) / 180);
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Closes a ring of [lng, lat] positions built from offsets in km around a centre. */
function ringFrom(centre: { lat: number; lng: number }, offsets: [number, number][]): Position[] {
  const ring: Position[] = offsets.map(([x, y]) => [
    round6(centre.lng + x / KM_PER_DEG_LNG),
    round6(centre.lat + y / KM_PER_DEG_LAT),
  ]);
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  return ring;
}

/** A small ring at increasing angles (counter-clockwise unless asked), radii within [0.8, 1] × radius. */
function starRing(
  centre: { lat: number; lng: number },
  radiusKm: number,
  seed: string,
  points = 8,
  clockwise = false,
): Position[] {
  const rnd = seeded(seed);
  const offsets: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const angle = ((clockwise ? -i : i) / points) * Math.PI * 2 + 0.3;
    const r = radiusKm * (0.8 + rnd() * 0.2);
    offsets.push([Math.cos(angle) * r, Math.sin(angle) * r]);
  }
  return ringFrom(centre, offsets);
}

const MAX_RADIUS_KM = 1.9;
/**
 * A district's outline: its Voronoi cell among all district centres, cut to a disc, sampled at 18 angles and
 * shrunk a little at random. The cell is convex, so the outline never crosses itself nor a neighbour's.
 */
function districtRing(district: District): { ring: Position[]; minRadius: number } {
  const rnd = seeded(district.key);
  const neighbours = districts
    .filter((other) => other !== district)
    .map((other) => {
      const x = (other.lng - district.lng) * KM_PER_DEG_LNG;
      const y = (other.lat - district.lat) * KM_PER_DEG_LAT;
      return { half: Math.hypot(x, y) / 2, angle: Math.atan2(y, x) };
    });
  const points = 18;
  const offsets: [number, number][] = [];
  let minRadius = Infinity;
  for (let i = 0; i < points; i++) {
    const angle = (i / points) * Math.PI * 2 + 0.1;
    let r = MAX_RADIUS_KM * (0.85 + rnd() * 0.15);
    for (const n of neighbours) {
      const cos = Math.cos(angle - n.angle);
      if (cos > 1e-6) r = Math.min(r, n.half / cos);
    }
    r *= 0.9 + rnd() * 0.06;
    minRadius = Math.min(minRadius, r);
    offsets.push([Math.cos(angle) * r, Math.sin(angle) * r]);
  }
  return { ring: ringFrom(district, offsets), minRadius };
}

type AreaInput = NonNullable<Input['zones']>[number]['areas'][number];
let nextAreaId = 1;
function area(key: string): AreaInput {
  const district = districtByKey.get(key);
  if (!district) throw new Error(`Unknown district ${key}`);
  const { ring: outer, minRadius } = districtRing(district);
  const base = {
    id: nextAreaId++,
    ...(district.name.en ? { name: district.name } : {}),
    parent_name: governorates[district.governorate],
  };
  if (key === 'dasman') {
    // Dasman Palace grounds are not delivered to: a hole (clockwise inner ring).
    const hole = starRing(district, minRadius * 0.35, `${key}-hole`, 6, true);
    return { ...base, shape: { type: 'Polygon', coordinates: [outer, hole] } };
  }
  if (key === 'salmiya') {
    // Salmiya plus the Marina Crescent pier, a separate polygon on the water.
    const pier = starRing({ lat: 29.3512, lng: 48.0992 }, 0.3, `${key}-pier`, 6);
    return { ...base, shape: { type: 'MultiPolygon', coordinates: [[outer], [pier]] } };
  }
  return { ...base, shape: { type: 'Polygon', coordinates: [outer] } };
}

const zones: NonNullable<Input['zones']> = [
  {
    id: 1,
    branch_id: 1,
    name: t('City Centre', 'وسط المدينة'),
    fees: 0.5,
    min_order: 3,
    delivery_time: 30,
    unit: 'minute',
    color: '#16a34a',
    areas: [
      ...['sharq', 'mirqab', 'dasman', 'qibla'].map(area),
      {
        id: nextAreaId++,
        name: t('Kuwait Towers', 'أبراج الكويت'),
        parent_name: governorates.capital,
        shape: { type: 'Point', coordinates: [48.0036, 29.3897] },
      },
    ],
  },
  {
    id: 2,
    branch_id: 1,
    name: t('Inner Suburbs', 'الضواحي القريبة'),
    fees: 0.75,
    min_order: 5,
    delivery_time: 45,
    color: '#f59e0b',
    areas: ['bneid-al-qar', 'dasma', 'daiya', 'qadsiya', 'mansouriya', 'abdullah-al-salem'].map(area),
  },
  {
    id: 3,
    branch_id: 1,
    name: t('Outer Areas', 'المناطق الأبعد'),
    fees: 1.5,
    min_order: 8,
    delivery_time: 1,
    unit: 'hour',
    color: '#dc2626',
    areas: ['kaifan', 'shuwaikh', 'shuwaikh-port', 'shaab', 'hawalli', 'surra'].map(area),
  },
  {
    id: 4,
    branch_id: 2,
    name: t('Salmiya & Around', 'السالمية وما حولها'),
    fees: 0.5,
    min_order: 3,
    delivery_time: 30,
    color: '#0ea5e9',
    areas: ['salmiya', 'rumaithiya', 'salwa', 'bayan'].map(area),
  },
  {
    id: 5,
    branch_id: 2,
    name: t('Jabriya & Mishref', 'الجابرية ومشرف'),
    fees: 1,
    min_order: 6,
    delivery_time: 50,
    color: '#8b5cf6',
    areas: ['jabriya', 'mishref'].map(area),
  },
  {
    id: 6,
    branch_id: 2,
    name: t('Messila (paused)', 'المسيلة (متوقف مؤقتاً)'),
    fees: 1.25,
    min_order: 8,
    delivery_time: 60,
    visible: false,
    color: 'rgb(148,163,184)',
    areas: ['messila', 'abu-al-hasaniya'].map(area),
  },
];

// ---------------------------------------------------------------------------------------------
// The rest of the business
// ---------------------------------------------------------------------------------------------

const requiredField = { on: true, required: true };
const optionalField = { on: true, required: false };
const scheduled = {
  on: true,
  only_schedule: false,
  min_advance: { value: 30, scale: 'min' as const },
  max_advance: { value: 3, scale: 'day' as const },
};

const business: Input['business'] = {
  reference_id: 'demo',
  domains: [],
  business_name: t('Saffron & Salt', 'زعفران وملح'),
  business_type: 'restaurant',
  currency: 'KWD',
  country_iso: 'KW',
  locales: ['en', 'ar'],
  theme: { primary: '#93380f', accent: '#1f6f6b' },
  logo: '/media/demo/logo.webp',
  header_bg: '/media/demo/header.webp',
  menu_layout: 'grid',
  dark_mode: 'auto',
  payment_methods: [2, 3, 8],
  checkoutDelivery: {
    enabled: true,
    cart: true,
    cash: true,
    credit: true,
    scheduled_orders: scheduled,
    form: { type: 'residency' },
    fields: {
      block: requiredField,
      street: requiredField,
      building: requiredField,
      avenue: optionalField,
      floor: optionalField,
      apartment: optionalField,
      paci: optionalField,
      note: optionalField,
    },
    drop_pin: true,
    send_gift: true,
    enable_gift: true,
  },
  checkoutCarPickup: {
    enabled: true,
    cart: true,
    cash: true,
    credit: true,
    scheduled_orders: scheduled,
    showCarInfo: true,
  },
  checkoutDineIn: {
    enabled: true,
    cart: true,
    cash: true,
    credit: true,
    scheduled_orders: {
      on: false,
      only_schedule: false,
      min_advance: { value: 0, scale: 'min' },
      max_advance: { value: 168, scale: 'hour' },
    },
  },
  // Kuwait has no VAT; the soft drinks carry a GCC-style excise tax included in their price instead.
  exclusiveTaxes: [],
  reservation: { enabled: true, with_table: true, type: 1, max_users: 12, min_advance: 60 },
  social_links: {
    instagram: 'https://www.instagram.com/saffronandsalt.demo',
    tiktok: 'https://www.tiktok.com/@saffronandsalt.demo',
    snapchat: 'https://www.snapchat.com/add/saffronsalt.demo',
    website: 'https://saffronandsalt.example.com',
  },
  policies: {
    privacy: t(
      'We collect your name, phone number and delivery address only to prepare and deliver your order. We never sell your data. You can ask us to delete your account at any time from your profile or by WhatsApp.',
      'نجمع اسمك ورقم هاتفك وعنوان التوصيل فقط لتحضير طلبك وتوصيله. لا نبيع بياناتك أبداً. يمكنك طلب حذف حسابك في أي وقت من ملفك الشخصي أو عبر واتساب.',
    ),
    terms: t(
      'Prices are in Kuwaiti dinars and include any applicable taxes. Delivery times are estimates. Coupons cannot be combined, and wallet credit is non-refundable and cannot be exchanged for cash.',
      'الأسعار بالدينار الكويتي وتشمل أي ضرائب مطبقة. أوقات التوصيل تقديرية. لا يمكن الجمع بين القسائم، ورصيد المحفظة غير قابل للاسترداد ولا يُستبدل نقداً.',
    ),
    refund: t(
      'If something is wrong with your order, tell us within 2 hours by WhatsApp with a photo and we will replace the item or refund it to your wallet or card. Orders can be cancelled free of charge until we accept them.',
      'إذا كان هناك خطأ في طلبك، أخبرنا خلال ساعتين عبر واتساب مع صورة وسنستبدل الصنف أو نعيد المبلغ إلى محفظتك أو بطاقتك. يمكن إلغاء الطلب مجاناً حتى نقبله.',
    ),
    delivery: t(
      'We deliver in the areas shown on the map. The delivery fee and minimum order depend on your area. Shipping to Saudi Arabia, the UAE and Bahrain is available for pantry items.',
      'نوصّل إلى المناطق الظاهرة على الخريطة. رسوم التوصيل والحد الأدنى للطلب حسب منطقتك. الشحن إلى السعودية والإمارات والبحرين متاح لمنتجات الهدايا.',
    ),
  },
  pixels: {},
  whatsapp_phone: '+96550001234',
  enable_wallet: true,
  disable_otp: false,
  fees: 0,
  hide_price: false,
  labels: {
    welcome: t('Ahlan! Fresh from our kitchens in Sharq and Salmiya.', 'أهلاً! طازج من مطابخنا في شرق والسالمية.'),
    delivery: t('Delivery', 'توصيل'),
    car_pickup: t('Curbside pickup', 'استلام من السيارة'),
    dine_in: t('Dine in', 'تناول في المطعم'),
    reservation: t('Book a table', 'احجز طاولة'),
  },
  highlighted_category_id: 7,
  show_standard_sub_categories: true,
};

const discounts: Input['discounts'] = {
  delivery: { categories: { '5': { type: 'percent', value: 15 } } },
  car_pickup: {
    items: {
      [String(idOf('karak-chai'))]: { type: 'percent', value: 20 },
      [String(idOf('saffron-karak'))]: { type: 'fixed', value: 0.1 },
    },
  },
  dine_in: { items: { [String(idOf('luqaimat'))]: { type: 'fixed', value: 0.25 } } },
};

const smart_categories: Input['smart_categories'] = [
  {
    id: 1,
    name: t('Most popular', 'الأكثر طلباً'),
    item_ids: [
      'chicken-machboos',
      'chicken-shawarma',
      'karak-chai',
      'hummus',
      'mixed-grill',
      'kunafa',
      'spanish-latte',
      'classic-beef-burger',
    ].map(idOf),
    randomize: false,
  },
  {
    id: 2,
    name: t("Chef's picks", 'اختيارات الشيف'),
    item_ids: [
      'lamb-machboos',
      'murabyan',
      'muhammara',
      'saffron-milk-cake',
      'saffron-latte',
      'lamb-chops',
      'halloumi-watermelon',
    ].map(idOf),
    randomize: true,
  },
];

const shipping_countries: Input['shipping_countries'] = [
  {
    id: 1,
    branch_id: 1,
    country: t('Saudi Arabia', 'السعودية'),
    country_iso: 'SA',
    fees_per_kg: 1.5,
    fixed_fees: 3,
    min_order: 10,
  },
  {
    id: 2,
    branch_id: 1,
    country: t('United Arab Emirates', 'الإمارات'),
    country_iso: 'AE',
    fees_per_kg: 2,
    fixed_fees: 4,
    min_order: 15,
  },
  {
    id: 3,
    branch_id: 1,
    country: t('Bahrain', 'البحرين'),
    country_iso: 'BH',
    fees_per_kg: 1.25,
    fixed_fees: 2.5,
    min_order: 10,
  },
];

const tables: Input['tables'] = [
  ...[2, 2, 4, 4, 4, 6].map((seats, i) => ({
    id: i + 1,
    branch_id: 1,
    name: t(`Table ${i + 1}`, `طاولة ${i + 1}`),
    seats,
  })),
  { id: 7, branch_id: 1, name: t('Terrace 1', 'التراس ١'), seats: 4 },
  { id: 8, branch_id: 1, name: t('Terrace 2', 'التراس ٢'), seats: 4 },
  { id: 9, branch_id: 1, name: t('Majlis 1', 'المجلس ١'), seats: 8 },
  { id: 10, branch_id: 1, name: t('Majlis 2 (family)', 'المجلس ٢ (عائلي)'), seats: 12 },
  ...[2, 2, 4, 4, 6].map((seats, i) => ({
    id: 11 + i,
    branch_id: 2,
    name: t(`Table S${i + 1}`, `طاولة س${i + 1}`),
    seats,
  })),
];

const coupons: Input['coupons'] = [
  { id: 1, code: 'WELCOME10', discount_type: 'percent', discount_value: 10, all_menu: true },
  { id: 2, code: 'SAVE2', discount_type: 'fixed', discount_value: 2 },
  { id: 3, code: 'GUEST15', discount_type: 'percent', discount_value: 15, user_type: 'guests' },
  {
    id: 4,
    code: 'MEMBERS20',
    discount_type: 'percent',
    discount_value: 20,
    user_type: 'auth_users',
    max_allowed_items: 2,
  },
  {
    id: 5,
    code: 'FREEDEL',
    discount_type: 'fixed',
    discount_value: 0,
    free_delivery: true,
    selling_types: ['delivery'],
  },
  {
    id: 6,
    code: 'KARAK50',
    discount_type: 'percent',
    discount_value: 50,
    all_menu: false,
    item_ids: ['karak-chai', 'saffron-karak', 'karak-flask'].map(idOf),
    selling_types: ['car_pickup', 'dine_in'],
  },
  {
    id: 7,
    code: 'NATIONALDAY',
    discount_type: 'percent',
    discount_value: 25,
    starts_at: '2025-02-24T00:00:00+03:00',
    ends_at: '2025-02-27T00:00:00+03:00',
  },
  { id: 8, code: 'OLDPROMO', discount_type: 'fixed', discount_value: 1, active: false },
];

const wallet_packages: Input['wallet_packages'] = [
  {
    id: 1,
    name: t('Saffron 10', 'زعفران ١٠'),
    description: t('Pay 10 KD, get 11 KD of credit.', 'ادفع ١٠ د.ك واحصل على رصيد ١١ د.ك.'),
    price: 10,
    credit: 11,
  },
  {
    id: 2,
    name: t('Saffron 20', 'زعفران ٢٠'),
    description: t('Pay 20 KD, get 23 KD of credit.', 'ادفع ٢٠ د.ك واحصل على رصيد ٢٣ د.ك.'),
    price: 20,
    credit: 23,
  },
  {
    id: 3,
    name: t('Saffron 50', 'زعفران ٥٠'),
    description: t('Pay 50 KD, get 60 KD of credit.', 'ادفع ٥٠ د.ك واحصل على رصيد ٦٠ د.ك.'),
    price: 50,
    credit: 60,
  },
];

interface BannerSpec {
  id: number;
  slug: string;
  glyph: Glyph;
  colour: string;
  palette: Palette;
  title: Text;
  link: { item?: string; category?: number };
  branch_ids?: number[];
  starts_on?: string;
  ends_on?: string;
}
const bannerSpecs: BannerSpec[] = [
  {
    id: 1,
    slug: 'machboos-weekend',
    glyph: 'rice',
    colour: '#8a4b16',
    palette: { from: '#8f3a12', to: '#d98e1f' },
    title: t('Machboos like home — every day', 'مجبوس مثل البيت — كل يوم'),
    link: { category: 7 },
  },
  {
    id: 2,
    slug: 'karak-oclock',
    glyph: 'tea',
    colour: '#b0601c',
    palette: { from: '#1f6f6b', to: '#7fbfb6' },
    title: t("Karak o'clock: 20% off at curbside pickup", 'وقت الكرك: خصم ٢٠٪ عند الاستلام من السيارة'),
    link: { item: 'karak-chai' },
    starts_on: '2025-01-01',
    ends_on: '2035-12-31',
  },
  {
    id: 3,
    slug: 'family-feasts',
    glyph: 'platter',
    colour: '#6b3416',
    palette: { from: '#5b4a94', to: '#b5541d' },
    title: t('Family feasts — reserve your majlis in Sharq', 'ولائم عائلية — احجز مجلسك في شرق'),
    link: { category: 17 },
    branch_ids: [1],
  },
];
const banners: Input['banners'] = bannerSpecs.map((b) => ({
  id: b.id,
  image: `/media/demo/banners/${b.slug}.webp`,
  title: b.title,
  ...(b.link.item ? { link_item_id: idOf(b.link.item) } : {}),
  ...(b.link.category ? { link_category_id: b.link.category } : {}),
  ...(b.starts_on ? { starts_on: b.starts_on } : {}),
  ...(b.ends_on ? { ends_on: b.ends_on } : {}),
  ...(b.branch_ids ? { branch_ids: b.branch_ids } : {}),
}));

const categories: Input['categories'] = categorySpecs.map((c, index) => ({
  id: c.id,
  ...(c.parent ? { parent_id: c.parent } : {}),
  name: c.name,
  description: c.description,
  image: `/media/demo/categories/${c.slug}`,
  sort: index + 1,
  ...(c.schedule ? { schedule: c.schedule } : {}),
  ...(c.branches ? { branches: c.branches } : {}),
}));

const sortInCategory = new Map<number, number>();
const items: Input['items'] = itemSpecs.map((spec) => {
  const sort = (sortInCategory.get(spec.category) ?? 0) + 1;
  sortInCategory.set(spec.category, sort);
  return buildItem(spec, sort);
});

export const demoFile: Input = {
  format: 1,
  business,
  branches,
  categories,
  items,
  discounts,
  smart_categories,
  zones,
  shipping_countries,
  tables,
  coupons,
  wallet_packages,
  banners,
  tags,
};

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

async function webp(svg: string, file: string, quality: number, alpha = false) {
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg))
    .webp({ quality, effort: 6, ...(alpha ? { alphaQuality: 80 } : {}) })
    .toFile(file);
}

async function writeMedia() {
  await rm(mediaDir, { recursive: true, force: true });
  const jobs: Promise<void>[] = [];
  const dish = (dir: string, slug: string, glyph: Glyph, colour: string, palette: Palette) => {
    jobs.push(webp(dishSvg(glyph, colour, palette, slug, 400), path.join(mediaDir, dir, `${slug}.webp`), 60));
    jobs.push(webp(dishSvg(glyph, colour, palette, slug, 800), path.join(mediaDir, dir, `${slug}@2x.webp`), 50));
  };
  for (const spec of itemSpecs) {
    const category = categoryById.get(spec.category);
    if (!category) throw new Error(`Unknown category ${spec.category}`);
    dish('items', spec.slug, spec.glyph ?? category.glyph, spec.colour ?? category.colour, category.palette);
  }
  for (const c of categorySpecs) dish('categories', c.slug, c.glyph, c.colour, c.palette);
  jobs.push(webp(logoSvg(256), path.join(mediaDir, 'logo.webp'), 80, true));
  jobs.push(webp(headerSvg(), path.join(mediaDir, 'header.webp'), 60));
  for (const b of bannerSpecs)
    jobs.push(
      webp(bannerSvg(b.glyph, b.colour, b.palette, b.slug), path.join(mediaDir, 'banners', `${b.slug}.webp`), 60),
    );
  await Promise.all(jobs);
  return jobs.length;
}

async function main() {
  const parsed = businessFileSchema.safeParse(demoFile);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
    throw new Error('The demo business does not match businessFileSchema');
  }
  await mkdir(demoDir, { recursive: true });
  const json = await format(JSON.stringify(demoFile), { parser: 'json', printWidth: 120 });
  await writeFile(path.join(demoDir, 'business.json'), json);
  const files = await writeMedia();
  console.log(
    `data/demo/business.json: ${categories.length} categories, ${items.length} items, ${zones.length} zones; ${files} media files`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
