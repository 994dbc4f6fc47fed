/**
 * How each catalog model is drawn, decided from its brand, series, name and release year by the rules
 * below: the form (bar, book-style fold, clamshell flip), the front (Dynamic Island, notch, punch-hole,
 * waterdrop, pop-up camera, home button), the camera layout on the back, the size class and the finish
 * colour from its series' palette. The rules follow each family's real design closely enough to tell
 * families apart at a glance (an iPhone 15 Pro's triangle of lenses, a Galaxy S23's three floating lenses,
 * a Pixel's camera bar); they are not a spec sheet.
 *
 * `cameraGeometry` turns a camera layout into islands, lenses and flashes on a reference back 150 units wide
 * and 310 high; device-illustration.ts scales and draws them.
 */

export type FormFactor = 'bar' | 'fold' | 'flip';

export type FrontStyle =
  | 'island'
  | 'notch'
  | 'home-button'
  | 'punch-centre'
  | 'punch-corner'
  | 'waterdrop'
  /** No cut-out: a pop-up selfie camera (OnePlus 7 Pro, Redmi K20). */
  | 'full-screen';

export type CameraLayout =
  /** One lens in the corner, no island (iPhone SE, iPhone 16e). */
  | 'single-corner'
  /** One lens in a small square island (Pixel 4a, Redmi 9A). */
  | 'single-square'
  /** Square island, two lenses one above the other (iPhone 11, 12). */
  | 'dual-vertical-square'
  /** Square island, two lenses on a diagonal (iPhone 13, 14, 15). */
  | 'dual-diagonal-square'
  /** A capsule with two lenses (iPhone 16, 17). */
  | 'dual-vertical-pill'
  /** Large square island, three lenses in a triangle (iPhone 11 Pro to 16 Pro). */
  | 'triple-square'
  /** A bar across the whole top of the back (iPhone 17 Pro, iPhone Air, Poco X4-X6). */
  | 'plateau'
  /** Separate lenses in a column, no island (Galaxy S23 onwards, Galaxy A/M/F from 2023). */
  | 'floating-vertical'
  /** Galaxy S Ultra: four large lenses in a P shape. */
  | 'ultra-p'
  /** Galaxy S21/S22: the camera housing flows into the frame's corner. */
  | 'contour'
  /** A horizontal strip at the top centre (Galaxy S10). */
  | 'horizontal-bar'
  /** A tall rectangular island in the corner (most phones of 2019-2022). */
  | 'rect-vertical'
  /** Pixel 6-8: a visor across the full width. */
  | 'visor'
  /** Pixel 9 onwards: an oval island across the back. */
  | 'pill-bar'
  /** A large round island in the middle (Vivo X, Xiaomi Ultra, Realme number series). */
  | 'circle-centre'
  /** A large round island in the corner (OnePlus 11-13). */
  | 'circle-corner'
  /** A rounded square with a 2 x 2 grid (Xiaomi 13-15, Moto Edge 50). */
  | 'square-grid'
  /** A capsule in the middle of the back (OnePlus 7/8, Redmi K20). */
  | 'vertical-pill-centre'
  /** A capsule in the corner (Vivo V, Oppo Reno, Honor 200). */
  | 'pill-corner'
  /** Two large raised rings, one above the other (Moto G, Vivo Y, CMF Phone). */
  | 'rings-vertical'
  /** A horizontal capsule in the middle (Nothing Phone (2a), (3a)). */
  | 'horizontal-pill-centre'
  /** Nothing Phone (1)-(3): lenses in the corner and the Glyph light strips. */
  | 'glyph';

export type BodySize = 'compact' | 'regular' | 'large';

export interface Finish {
  name: string;
  /** The back's colour. */
  body: string;
  /** A second colour: the back is a gradient from body to this. */
  to?: string;
}

export interface DeviceLook {
  form: FormFactor;
  front: FrontStyle;
  camera: CameraLayout;
  /** Main lenses drawn (1-4). */
  lenses: number;
  size: BodySize;
  finish: Finish;
  /** A flip phone's outer screen. */
  coverScreen: 'none' | 'small' | 'large';
  /** The brand's name as printed on the back; '' for none. */
  wordmark: string;
  /** A racing stripe down the back (iQOO Legend editions). */
  stripe: boolean;
}

export interface DeviceIdentity {
  brand: string;
  /** The series code from the catalog, e.g. 'APPLE-IPHONE-15', 'SAMSUNG-GALAXY-S'. */
  series: string;
  /** The model's name as in the catalog, e.g. 'iPhone 15 Pro', 'Galaxy S23', 'Redmi Note 12'. */
  model: string;
  year: number;
}

type Shape = Pick<DeviceLook, 'front' | 'camera' | 'lenses'> &
  Partial<Pick<DeviceLook, 'form' | 'coverScreen' | 'size'>>;

/** The first number in the text after `prefix` (e.g. 23 in 'Galaxy S23 FE' after 'S'); 0 when none. */
function numberAfter(text: string, prefix: string): number {
  const match = new RegExp(`${prefix}\\s*(\\d+)`, 'i').exec(text);
  return match?.[1] ? Number.parseInt(match[1], 10) : 0;
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

function apple({ model }: DeviceIdentity): Shape {
  if (has(model, /\bSE\b/))
    return { front: 'home-button', camera: 'single-corner', lenses: 1, size: 'compact' };
  if (has(model, /\bAir\b/)) return { front: 'island', camera: 'plateau', lenses: 1 };
  if (has(model, /\d+e\b/)) return { front: 'notch', camera: 'single-corner', lenses: 1 };
  const generation = numberAfter(model, 'iPhone');
  const pro = has(model, /\bPro\b/);
  const front = generation >= 15 || (generation === 14 && pro) ? 'island' : 'notch';
  if (pro) return { front, camera: generation >= 17 ? 'plateau' : 'triple-square', lenses: 3 };
  if (generation >= 16) return { front, camera: 'dual-vertical-pill', lenses: 2 };
  if (generation >= 13) return { front, camera: 'dual-diagonal-square', lenses: 2 };
  return { front, camera: 'dual-vertical-square', lenses: 2 };
}

function samsung({ series, model, year }: DeviceIdentity): Shape {
  const ultra = has(model, /Ultra/);
  if (series === 'SAMSUNG-GALAXY-S') {
    const n = numberAfter(model, 'S');
    if (n <= 10) return { front: 'punch-corner', camera: 'horizontal-bar', lenses: 3 };
    if (n === 20) return { front: 'punch-centre', camera: 'rect-vertical', lenses: ultra ? 4 : 3 };
    if (ultra && n >= 22) return { front: 'punch-centre', camera: 'ultra-p', lenses: 4 };
    if (n <= 22) return { front: 'punch-centre', camera: 'contour', lenses: ultra ? 4 : 3 };
    return { front: 'punch-centre', camera: 'floating-vertical', lenses: has(model, /Edge/) ? 2 : 3 };
  }
  if (series === 'SAMSUNG-GALAXY-Z') {
    const n = numberAfter(model, '(?:Fold|Flip)');
    if (has(model, /Flip/))
      return {
        form: 'flip',
        coverScreen: n >= 5 ? 'large' : 'small',
        front: 'punch-centre',
        camera: 'floating-vertical',
        lenses: 2,
      };
    return {
      form: 'fold',
      front: 'punch-corner',
      camera: n >= 5 ? 'floating-vertical' : 'rect-vertical',
      lenses: 3,
    };
  }
  // Galaxy A, M and F: a column of floating lenses from 2023, a rectangular island before; the cheaper
  // models (first digit 1-3) keep a waterdrop notch longer.
  const n = numberAfter(model, '[AMF]');
  const tier = Math.floor(n / 10);
  const waterdrop = tier <= 2 || (tier <= 3 && year <= 2023) || year <= 2019;
  return {
    front: waterdrop ? 'waterdrop' : 'punch-centre',
    camera: year >= 2023 ? 'floating-vertical' : 'rect-vertical',
    lenses: year < 2023 && tier >= 5 ? 4 : 3,
  };
}

function oneplus({ series, model }: DeviceIdentity): Shape {
  if (series === 'ONEPLUS-NORD') {
    const n = numberAfter(model, 'Nord(?: CE)?') || 1;
    if (n <= 2) return { front: 'punch-corner', camera: 'rect-vertical', lenses: 3 };
    if (n === 3) return { front: 'punch-centre', camera: 'rings-vertical', lenses: 2 };
    return { front: 'punch-centre', camera: 'pill-corner', lenses: 2 };
  }
  const n = numberAfter(model, 'OnePlus');
  if (n === 7) {
    if (has(model, /Pro/)) return { front: 'full-screen', camera: 'vertical-pill-centre', lenses: 3 };
    if (has(model, /7T/)) return { front: 'waterdrop', camera: 'circle-centre', lenses: 3 };
    return { front: 'waterdrop', camera: 'vertical-pill-centre', lenses: 2 };
  }
  if (n === 8)
    return has(model, /8T/)
      ? { front: 'punch-corner', camera: 'rect-vertical', lenses: 4 }
      : { front: 'punch-corner', camera: 'vertical-pill-centre', lenses: 3 };
  if (n <= 10)
    return has(model, /10 Pro/)
      ? { front: 'punch-corner', camera: 'square-grid', lenses: 3 }
      : { front: 'punch-corner', camera: 'rect-vertical', lenses: 3 };
  if (has(model, /13s/) || n >= 15)
    return { front: 'punch-corner', camera: 'square-grid', lenses: has(model, /13s/) ? 2 : 3 };
  return { front: 'punch-corner', camera: 'circle-corner', lenses: 3 };
}

function xiaomi({ series, model, year }: DeviceIdentity): Shape {
  if (series === 'XIAOMI-FLAGSHIP') {
    if (has(model, /Ultra/)) return { front: 'punch-centre', camera: 'circle-centre', lenses: 4 };
    if (has(model, /Civi/)) return { front: 'punch-centre', camera: 'pill-corner', lenses: 3 };
    if (has(model, /11T|11 Lite/)) return { front: 'punch-centre', camera: 'rect-vertical', lenses: 3 };
    return { front: 'punch-centre', camera: 'square-grid', lenses: 3 };
  }
  if (series === 'XIAOMI-MI') {
    if (has(model, /Ultra/)) return { front: 'punch-centre', camera: 'plateau', lenses: 3 };
    return { front: 'punch-centre', camera: 'rect-vertical', lenses: has(model, /Mi 10$/) ? 4 : 3 };
  }
  if (series === 'XIAOMI-REDMI-NOTE') {
    const n = numberAfter(model, 'Note');
    if (n <= 8) return { front: 'waterdrop', camera: 'vertical-pill-centre', lenses: 4 };
    if (n === 9) return { front: 'punch-centre', camera: 'square-grid', lenses: 4 };
    if (n <= 12) return { front: 'punch-centre', camera: 'rect-vertical', lenses: has(model, /Pro/) ? 4 : 3 };
    return {
      front: 'punch-centre',
      camera: has(model, /Pro/) ? 'square-grid' : 'floating-vertical',
      lenses: 3,
    };
  }
  if (series === 'XIAOMI-REDMI-K') {
    return has(model, /K20/)
      ? { front: 'full-screen', camera: 'vertical-pill-centre', lenses: 3 }
      : { front: 'punch-centre', camera: 'rect-vertical', lenses: 3 };
  }
  // Redmi: the budget line keeps the waterdrop notch.
  if (has(model, /9A\b/)) return { front: 'waterdrop', camera: 'single-square', lenses: 1 };
  if (year <= 2021)
    return { front: 'waterdrop', camera: 'rect-vertical', lenses: has(model, /Redmi 9$/) ? 4 : 3 };
  return { front: 'waterdrop', camera: 'floating-vertical', lenses: has(model, /13C/) ? 3 : 2 };
}

function vivo({ series, model, year }: DeviceIdentity): Shape {
  if (series === 'VIVO-X') {
    if (has(model, /Fold/))
      return { form: 'fold', front: 'punch-corner', camera: 'circle-centre', lenses: 3 };
    if (has(model, /FE/)) return { front: 'punch-centre', camera: 'pill-corner', lenses: 2 };
    return {
      front: 'punch-centre',
      camera: numberAfter(model, 'X') >= 80 ? 'circle-centre' : 'rect-vertical',
      lenses: 3,
    };
  }
  if (series === 'VIVO-V') {
    const n = numberAfter(model, 'V');
    return {
      front: n <= 21 ? 'waterdrop' : 'punch-centre',
      camera: n >= 27 ? 'pill-corner' : 'rect-vertical',
      lenses: n >= 27 ? 2 : 3,
    };
  }
  if (series === 'VIVO-T') {
    const n = numberAfter(model, 'T');
    if (n <= 1) return { front: 'waterdrop', camera: 'rect-vertical', lenses: 3 };
    if (n === 2) return { front: 'punch-centre', camera: 'rings-vertical', lenses: 2 };
    return { front: 'punch-centre', camera: 'pill-corner', lenses: 2 };
  }
  const n = numberAfter(model, 'Y');
  return {
    front: n >= 100 ? 'punch-centre' : 'waterdrop',
    camera: year <= 2021 ? 'rect-vertical' : 'rings-vertical',
    lenses: year <= 2021 ? 3 : 2,
  };
}

function oppo({ series, model, year }: DeviceIdentity): Shape {
  if (series === 'OPPO-FIND') {
    if (has(model, /Flip/))
      return {
        form: 'flip',
        coverScreen: 'large',
        front: 'punch-centre',
        camera: 'floating-vertical',
        lenses: 2,
      };
    if (has(model, /X8/)) return { front: 'punch-centre', camera: 'circle-centre', lenses: 3 };
    return { front: 'punch-corner', camera: 'rect-vertical', lenses: 3 };
  }
  if (series === 'OPPO-RENO') {
    const n = numberAfter(model, 'Reno');
    const front = n <= 7 ? 'punch-corner' : 'punch-centre';
    if (n <= 8) return { front, camera: 'rect-vertical', lenses: 3 };
    if (n <= 12) return { front, camera: 'pill-corner', lenses: 3 };
    return { front, camera: 'square-grid', lenses: 3 };
  }
  if (series === 'OPPO-F') {
    const n = numberAfter(model, 'F');
    return n <= 21
      ? { front: n <= 19 ? 'punch-corner' : 'punch-centre', camera: 'rect-vertical', lenses: 4 }
      : { front: 'punch-centre', camera: 'circle-corner', lenses: 2 };
  }
  if (series === 'OPPO-K') return { front: 'punch-centre', camera: 'pill-corner', lenses: 2 };
  return {
    front: year === 2023 ? 'waterdrop' : year <= 2021 ? 'punch-corner' : 'punch-centre',
    camera: year <= 2021 ? 'rect-vertical' : 'rings-vertical',
    lenses: year <= 2021 ? 3 : 2,
  };
}

function realme({ series, model, year }: DeviceIdentity): Shape {
  if (series === 'REALME-GT')
    return year <= 2022
      ? { front: 'punch-corner', camera: 'rect-vertical', lenses: 3 }
      : { front: 'punch-centre', camera: 'square-grid', lenses: 3 };
  if (series === 'REALME-NUMBER') {
    const n = numberAfter(model, 'Realme');
    if (n <= 8) return { front: 'punch-corner', camera: 'square-grid', lenses: 4 };
    if (n === 9) return { front: 'punch-centre', camera: 'rect-vertical', lenses: 3 };
    if (n === 10) return { front: 'punch-centre', camera: 'rings-vertical', lenses: 2 };
    return { front: 'punch-centre', camera: 'circle-centre', lenses: 3 };
  }
  if (series === 'REALME-P')
    return has(model, /P1\b/)
      ? { front: 'punch-centre', camera: 'rings-vertical', lenses: 2 }
      : { front: 'punch-centre', camera: 'circle-centre', lenses: 3 };
  if (series === 'REALME-NARZO')
    return year >= 2023
      ? { front: 'punch-centre', camera: 'circle-centre', lenses: 2 }
      : { front: 'punch-corner', camera: 'rect-vertical', lenses: 3 };
  return year <= 2022
    ? { front: 'waterdrop', camera: 'rect-vertical', lenses: 3 }
    : { front: 'punch-centre', camera: 'rings-vertical', lenses: 2 };
}

function google({ series, model }: DeviceIdentity): Shape {
  const pro = has(model, /Pro/);
  if (has(model, /Fold/)) return { form: 'fold', front: 'punch-corner', camera: 'square-grid', lenses: 3 };
  const n = numberAfter(model, 'Pixel');
  if (series === 'GOOGLE-PIXEL-A') {
    if (n <= 4) return { front: 'punch-corner', camera: 'single-square', lenses: 1 };
    return { front: 'punch-centre', camera: n >= 9 ? 'pill-bar' : 'visor', lenses: 2 };
  }
  return { front: 'punch-centre', camera: n >= 9 ? 'pill-bar' : 'visor', lenses: pro ? 3 : 2 };
}

function motorola({ series, model, year }: DeviceIdentity): Shape {
  if (series === 'MOTOROLA-RAZR')
    return {
      form: 'flip',
      coverScreen: has(model, /Ultra/) || numberAfter(model, 'Razr') >= 50 ? 'large' : 'small',
      front: 'punch-centre',
      camera: 'floating-vertical',
      lenses: 2,
    };
  if (year <= 2021 || (series === 'MOTOROLA-EDGE' && year <= 2022))
    return { front: 'punch-centre', camera: 'rect-vertical', lenses: 3 };
  if (series === 'MOTOROLA-EDGE' && year >= 2024)
    return { front: 'punch-centre', camera: 'square-grid', lenses: 3 };
  return { front: 'punch-centre', camera: 'rings-vertical', lenses: 2 };
}

function nothing({ series, model }: DeviceIdentity): Shape {
  if (series === 'NOTHING-PHONE')
    return {
      front: has(model, /\(1\)/) ? 'punch-corner' : 'punch-centre',
      camera: 'glyph',
      lenses: has(model, /\(3\)/) ? 3 : 2,
    };
  if (series === 'NOTHING-PHONE-A')
    return { front: 'punch-centre', camera: 'horizontal-pill-centre', lenses: has(model, /3a/) ? 3 : 2 };
  return { front: 'punch-centre', camera: 'rings-vertical', lenses: 2 };
}

function iqoo({ series, year }: DeviceIdentity): Shape {
  if (series === 'IQOO-NEO') {
    if (year <= 2023) return { front: 'punch-centre', camera: 'rect-vertical', lenses: 3 };
    return { front: 'punch-centre', camera: year === 2024 ? 'pill-corner' : 'square-grid', lenses: 2 };
  }
  if (year <= 2022) return { front: 'punch-centre', camera: 'rect-vertical', lenses: 3 };
  return series === 'IQOO-Z'
    ? { front: 'punch-centre', camera: 'pill-corner', lenses: 2 }
    : { front: 'punch-centre', camera: 'square-grid', lenses: 3 };
}

function poco({ series, model, year }: DeviceIdentity): Shape {
  if (series === 'POCO-X') {
    const n = numberAfter(model, 'X');
    if (n <= 3) return { front: 'punch-centre', camera: 'circle-centre', lenses: 4 };
    if (n <= 6) return { front: 'punch-centre', camera: 'plateau', lenses: 3 };
    return { front: 'punch-centre', camera: 'square-grid', lenses: 3 };
  }
  if (series === 'POCO-M') {
    if (has(model, /M3\b/)) return { front: 'waterdrop', camera: 'plateau', lenses: 3 };
    if (has(model, /M2/)) return { front: 'punch-centre', camera: 'square-grid', lenses: 4 };
    return { front: 'punch-centre', camera: 'rings-vertical', lenses: 2 };
  }
  return year <= 2022
    ? { front: 'punch-centre', camera: 'rect-vertical', lenses: 3 }
    : { front: 'punch-centre', camera: 'rings-vertical', lenses: 2 };
}

function honor({ series, model }: DeviceIdentity): Shape {
  if (series === 'HONOR-NUMBER')
    return has(model, /\b90\b/)
      ? { front: 'punch-centre', camera: 'rings-vertical', lenses: 2 }
      : { front: 'punch-centre', camera: 'pill-corner', lenses: 2 };
  return { front: 'punch-centre', camera: 'circle-centre', lenses: 3 };
}

const BRAND_RULES: Record<string, (device: DeviceIdentity) => Shape> = {
  apple,
  samsung,
  oneplus,
  xiaomi,
  vivo,
  oppo,
  realme,
  google,
  motorola,
  nothing,
  iqoo,
  poco,
  honor,
};

// ---------------------------------------------------------------------------------------------------------------
// Finishes: each series has its palette; a model takes one colour from it, picked by its name.

const f = (name: string, body: string, to?: string): Finish => (to ? { name, body, to } : { name, body });

const BLACK = f('Black', '#2a2b30');
const WHITE = f('White', '#eeeeea');

const PALETTES: Record<string, Finish[]> = {
  'APPLE-IPHONE-17': [
    f('Lavender', '#d9c8ec'),
    f('Mist Blue', '#98b2d8'),
    f('Sage', '#b3c29a'),
    WHITE,
    BLACK,
  ],
  'APPLE-IPHONE-17/pro': [f('Cosmic Orange', '#e8742f'), f('Deep Blue', '#2f3d5c'), f('Silver', '#dcdee0')],
  'APPLE-IPHONE-17/air': [
    f('Sky Blue', '#cfe0f1'),
    f('Light Gold', '#eadfc8'),
    f('Cloud White', '#f3f2ee'),
    f('Space Black', '#25262b'),
  ],
  'APPLE-IPHONE-16': [f('Ultramarine', '#8fa6f4'), f('Teal', '#a6d3cf'), f('Pink', '#f1b1d6'), WHITE, BLACK],
  'APPLE-IPHONE-16/pro': [
    f('Desert Titanium', '#c6a98f'),
    f('Natural Titanium', '#bbb5aa'),
    f('White Titanium', '#e7e5e0'),
    f('Black Titanium', '#3a3a3c'),
  ],
  'APPLE-IPHONE-15': [
    f('Pink', '#ebcfd2'),
    f('Yellow', '#ece4bd'),
    f('Green', '#cddac7'),
    f('Blue', '#c9d6df'),
    BLACK,
  ],
  'APPLE-IPHONE-15/pro': [
    f('Natural Titanium', '#bbb5aa'),
    f('Blue Titanium', '#44506a'),
    f('White Titanium', '#e7e5e0'),
    f('Black Titanium', '#3a3a3c'),
  ],
  'APPLE-IPHONE-14': [
    f('Blue', '#a7bdd4'),
    f('Purple', '#e1d7ec'),
    f('Yellow', '#f6e3a6'),
    f('Midnight', '#2d333c'),
    f('Red', '#c8283a'),
  ],
  'APPLE-IPHONE-14/pro': [
    f('Deep Purple', '#5d5166'),
    f('Gold', '#f1e2c4'),
    f('Silver', '#e4e4e2'),
    f('Space Black', '#3b3b3d'),
  ],
  'APPLE-IPHONE-13': [
    f('Pink', '#f6d6d2'),
    f('Blue', '#2f6f8f'),
    f('Midnight', '#2a3037'),
    f('Starlight', '#f3eee6'),
    f('Green', '#3f5443'),
  ],
  'APPLE-IPHONE-13/pro': [
    f('Sierra Blue', '#9db8d3'),
    f('Alpine Green', '#5a6c59'),
    f('Gold', '#f3e3c6'),
    f('Graphite', '#55565a'),
  ],
  'APPLE-IPHONE-12': [
    f('Blue', '#1f4e73'),
    f('Green', '#d6ecd2'),
    f('Purple', '#bdb3e6'),
    f('Red', '#c8283a'),
    BLACK,
  ],
  'APPLE-IPHONE-12/pro': [
    f('Pacific Blue', '#33505f'),
    f('Gold', '#f3e2c7'),
    f('Graphite', '#55565a'),
    f('Silver', '#e4e4e2'),
  ],
  'APPLE-IPHONE-11': [
    f('Purple', '#d3cce3'),
    f('Green', '#b4e0cf'),
    f('Yellow', '#f8e48d'),
    f('Red', '#c8283a'),
    BLACK,
  ],
  'APPLE-IPHONE-11/pro': [f('Midnight Green', '#4f5b53'), f('Gold', '#f3e2c7'), f('Space Grey', '#55565a')],
  'APPLE-IPHONE-SE': [f('Midnight', '#2a3037'), f('Starlight', '#f3eee6'), f('Red', '#c8283a')],
  'SAMSUNG-GALAXY-S': [
    f('Mint', '#cfe6d6'),
    f('Lavender', '#d5c9e8'),
    f('Cream', '#eee4d3'),
    f('Icy Blue', '#c7d8ea'),
    f('Phantom Black', '#26282d'),
  ],
  'SAMSUNG-GALAXY-S/ultra': [
    f('Titanium Grey', '#8c8f92'),
    f('Titanium Violet', '#6f6580'),
    f('Titanium Black', '#2c2d31'),
    f('Green', '#47594c'),
  ],
  'SAMSUNG-GALAXY-Z': [
    f('Icy Blue', '#b9cde3'),
    f('Mint', '#c7e6d3'),
    f('Cream', '#ede2cf'),
    f('Lavender', '#cbbde6'),
    f('Graphite', '#3a3c41'),
  ],
  'SAMSUNG-GALAXY-A': [
    f('Awesome Lilac', '#c6b6ea'),
    f('Awesome Iceblue', '#b7d5ee'),
    f('Awesome Lime', '#d8eb9a'),
    f('Awesome Navy', '#243a63'),
    f('Awesome Graphite', '#3a3c42'),
  ],
  'SAMSUNG-GALAXY-M': [
    f('Blaze Blue', '#2e5fb3', '#6ba3e8'),
    f('Mirage Green', '#3d7a67', '#8fc4b1'),
    f('Dark Blue', '#1d2d52'),
  ],
  'SAMSUNG-GALAXY-F': [
    f('Jade Green', '#2f7a66', '#7fc3ad'),
    f('Copper', '#a9583a', '#e39a6f'),
    f('Night Black', '#23252b'),
  ],
  'ONEPLUS-NUMBER': [
    f('Emerald', '#1f4f43', '#2f6f5d'),
    f('Glacial Blue', '#a8c4d9'),
    f('Silky Black', '#1d1f24'),
    f('Marble White', '#ece8e1'),
    f('Midnight Ocean', '#1f3253'),
  ],
  'ONEPLUS-NORD': [
    f('Blue Marble', '#5d86c7'),
    f('Gray Onyx', '#4a4c52'),
    f('Mint', '#bfe3cf'),
    f('Lime', '#d6e57a'),
  ],
  'XIAOMI-FLAGSHIP': [f('Jade Green', '#6d8f7c'), f('Blue', '#95b6d8'), WHITE, BLACK],
  'XIAOMI-MI': [
    f('Cosmic Black', '#202227'),
    f('Horizon Blue', '#7fa2d6', '#b9a7df'),
    f('Frosty White', '#e7eaee'),
  ],
  'XIAOMI-REDMI-NOTE': [
    f('Ocean Blue', '#2f63b0', '#63a1e3'),
    f('Aurora Purple', '#8a6fcf', '#c7a3e8'),
    f('Mint Green', '#9fd4c1'),
    f('Midnight Black', '#23252b'),
  ],
  'XIAOMI-REDMI': [f('Sky Blue', '#8cc2ea'), f('Sea Green', '#6fb7a0'), f('Carbon Grey', '#45484e')],
  'XIAOMI-REDMI-K': [
    f('Flame Red', '#b4202b', '#e2503a'),
    f('Glacier Blue', '#355fae', '#6fa2e0'),
    f('Carbon Black', '#202227'),
  ],
  'VIVO-X': [
    f('Cosmos Black', '#202226'),
    f('Titanium Grey', '#8a8b8e'),
    f('Glacier Blue', '#a9c5dd'),
    f('Sunset Orange', '#d97a45'),
  ],
  'VIVO-V': [
    f('Peacock Green', '#1e6b60', '#3f9a88'),
    f('Andaman Blue', '#2f6fb8', '#7fb7e6'),
    f('Starry Night', '#2b3062', '#585f9c'),
    f('Sunset Gold', '#e6b98a', '#f1d9bd'),
  ],
  'VIVO-T': [f('Emerald Green', '#1f6a58'), f('Midnight Blue', '#202c52'), f('Crystal Flake', '#e8ecf2')],
  'VIVO-Y': [f('Sky Blue', '#7fb2e6', '#b6d5f2'), f('Obsidian Black', '#25272c'), f('Mint Green', '#a8dac6')],
  'OPPO-FIND': [f('Space Black', '#1f2024'), f('Pearl White', '#eceae6'), f('Star Grey', '#8a8c91')],
  'OPPO-RENO': [
    f('Aurora Blue', '#7fb1e8', '#c2a6ee'),
    f('Glowing Gold', '#e9cf9c', '#f4e5c4'),
    f('Midnight Black', '#23252b'),
    f('Ivory White', '#efece6'),
  ],
  'OPPO-F': [
    f('Dawn Gold', '#e6c89a', '#f2d6c7'),
    f('Space Grey', '#44474d'),
    f('Glowing Blue', '#3d6fc0', '#7ab0ea'),
  ],
  'OPPO-K': [f('Icy Purple', '#b8a8e3'), f('Prism Black', '#25272d')],
  'OPPO-A': [
    f('Glowing Blue', '#4c84d6', '#8cbcee'),
    f('Mist Black', '#2a2c31'),
    f('Glowing Green', '#5fae8c'),
  ],
  'REALME-GT': [f('Racing Yellow', '#f5c518'), f('Dark Grey', '#33363c'), f('Mars Orange', '#e3612f')],
  'REALME-NUMBER': [
    f('Sunrise Beige', '#e5d2b2'),
    f('Navigator Beige', '#d8c3a1'),
    f('Master Blue', '#2f4c7e'),
    f('Astral Black', '#232529'),
  ],
  'REALME-P': [f('Monet Gold', '#e7c98f'), f('Eclipse Blue', '#2a3f78'), f('Parrot Green', '#5fae5a')],
  'REALME-NARZO': [f('Racing Blue', '#2f5ec4'), f('Mars Orange', '#e0662f'), f('Stealth Black', '#23252b')],
  'REALME-C': [f('Glowing Green', '#6cbf8f'), f('Sunshower', '#f0d36b'), f('Rainy Night', '#2f3a55')],
  'GOOGLE-PIXEL': [
    f('Obsidian', '#2b2c2f'),
    f('Porcelain', '#ece6dc'),
    f('Hazel', '#8d968b'),
    f('Bay', '#a8c5e6'),
    f('Peony', '#f0b7c8'),
  ],
  'GOOGLE-PIXEL-A': [
    f('Aloe', '#c3e3c2'),
    f('Sea', '#b7d3ea'),
    f('Charcoal', '#3b3d41'),
    f('Coral', '#f2a58e'),
  ],
  'MOTOROLA-RAZR': [
    f('Peach Fuzz', '#f1b89a'),
    f('Spring Green', '#b7dd9f'),
    f('Midnight Blue', '#273a5a'),
    f('Hot Pink', '#e0488d'),
  ],
  'MOTOROLA-EDGE': [
    f('Forest Blue', '#234c63'),
    f('Peacock Pink', '#d15a8c'),
    f('Luxe Lavender', '#b7a6d8'),
    f('Black Beauty', '#232427'),
  ],
  'MOTOROLA-MOTO-G': [
    f('Marshmallow Blue', '#a5c3e8'),
    f('Viva Magenta', '#b83a64'),
    f('Forest Green', '#2f5d4a'),
  ],
  'NOTHING-PHONE': [f('White', '#f1f1ef'), f('Black', '#1c1d21')],
  'NOTHING-PHONE-A': [f('White', '#f1f1ef'), f('Black', '#1c1d21'), f('Milk', '#f3efe6')],
  'NOTHING-CMF': [f('Orange', '#f07d2c'), f('Light Green', '#c9e2a2'), f('Black', '#26272b')],
  'IQOO-NUMBER': [f('Legend', '#f1f1ef'), f('Alpha', '#25262a'), f('Track Black', '#1b1c20')],
  'IQOO-NEO': [
    f('Fiery Red', '#c2262e', '#e65a3c'),
    f('Inferno Red', '#a3222f'),
    f('Black Knight', '#24252a'),
  ],
  'IQOO-Z': [f('Dash Black', '#26282d'), f('Brushed Green', '#4e8a73'), f('Norway Blue', '#3c6fb8')],
  'POCO-F': [f('Cyber Yellow', '#f3d320'), f('Phantom Black', '#25262a'), f('Frost Blue', '#a9c6e6')],
  'POCO-X': [f('POCO Yellow', '#f6d21c'), f('Shadow Grey', '#3a3d42'), f('Cobalt Blue', '#2f57b8')],
  'POCO-M': [f('Cool Blue', '#4d7fd6'), f('Power Black', '#26282d'), f('POCO Yellow', '#f6d21c')],
  'HONOR-MAGIC': [f('Epi Green', '#2f6f62'), f('Black', '#202125')],
  'HONOR-NUMBER': [
    f('Emerald Green', '#2b7a69', '#5fb39c'),
    f('Moonlight White', '#ebe9e4'),
    f('Black', '#202125'),
  ],
  'HONOR-X': [f('Titanium Purple', '#8f7fb8'), f('Jade Cyan', '#4aa79a'), f('Black', '#202125')],
};

/** Pro, Air and Ultra models have their own palettes where the series has one. */
function paletteKey(device: DeviceIdentity): string[] {
  const tier = has(device.model, /\bPro\b/)
    ? 'pro'
    : has(device.model, /\bAir\b/)
      ? 'air'
      : has(device.model, /Ultra/)
        ? 'ultra'
        : undefined;
  return tier ? [`${device.series}/${tier}`, device.series] : [device.series];
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** The finish of a model: from its series' palette, or the brand colour for a series without one. */
function finishFor(device: DeviceIdentity, brandColor: string): Finish {
  const palette = paletteKey(device)
    .map((key) => PALETTES[key])
    .find((entry) => entry !== undefined);
  if (!palette) return f('Brand', brandColor);
  return palette[hash(device.model) % palette.length] ?? f('Brand', brandColor);
}

const WORDMARKS: Record<string, string> = {
  samsung: 'SAMSUNG',
  oneplus: 'OnePlus',
  xiaomi: 'Xiaomi',
  vivo: 'vivo',
  oppo: 'OPPO',
  realme: 'realme',
  google: 'G',
  motorola: 'motorola',
  iqoo: 'iQOO',
  poco: 'POCO',
  honor: 'HONOR',
};

const brandKey = (brand: string) => brand.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The look of one catalog model; `brandColor` is the fallback finish of an unknown brand or series. */
export function deviceLook(device: DeviceIdentity, brandColor = '#5b6270'): DeviceLook {
  const brand = brandKey(device.brand);
  const shape: Shape = BRAND_RULES[brand]?.(device) ?? {
    front: 'punch-centre',
    camera: 'rect-vertical',
    lenses: 3,
  };
  const form = shape.form ?? 'bar';
  const size =
    shape.size ??
    (form !== 'bar'
      ? 'regular'
      : has(device.model, /\bmini\b/)
        ? 'compact'
        : has(device.model, /Max|Plus|Ultra|XL|\+/)
          ? 'large'
          : 'regular');
  const redmi = brand === 'xiaomi' && device.series.startsWith('XIAOMI-REDMI');
  return {
    form,
    front: shape.front,
    camera: shape.camera,
    lenses: Math.min(4, Math.max(1, shape.lenses)),
    size,
    finish: finishFor(device, brandColor),
    coverScreen: form === 'flip' ? (shape.coverScreen ?? 'small') : 'none',
    wordmark: redmi ? 'Redmi' : (WORDMARKS[brand] ?? ''),
    stripe: has(device.model, /Legend/),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Camera geometry on a reference back 150 units wide and 310 high (top-left origin).

/** The reference back the geometry is drawn on. */
export const REFERENCE_BACK = { width: 150, height: 310 } as const;

export interface Island {
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  /** 'raised': a bump in the back's colour; 'glass': dark glass; 'metal': the frame's metal. */
  surface: 'raised' | 'glass' | 'metal';
}

export interface Circle {
  x: number;
  y: number;
  r: number;
}

export interface CameraGeometry {
  islands: Island[];
  lenses: Circle[];
  flashes: Circle[];
  /** Small dark sensors (LiDAR, laser focus, microphone). */
  sensors: Circle[];
  /** Light strips of the Nothing Glyph interface, as SVG path data on the reference back. */
  glyphs: string[];
}

const W = REFERENCE_BACK.width;

/** Lenses in a column at x, starting at y, `gap` apart. */
const column = (x: number, y: number, gap: number, count: number, r: number): Circle[] =>
  Array.from({ length: count }, (_, index) => ({ x, y: y + index * gap, r }));

/** Where the camera of a layout sits on the reference back: islands, lenses, flashes and sensors. */
export function cameraGeometry(look: Pick<DeviceLook, 'camera' | 'lenses'>): CameraGeometry {
  const n = look.lenses;
  const geometry: CameraGeometry = { islands: [], lenses: [], flashes: [], sensors: [], glyphs: [] };
  const island = (
    x: number,
    y: number,
    width: number,
    height: number,
    radius: number,
    surface: Island['surface'] = 'raised',
  ) => geometry.islands.push({ x, y, width, height, radius, surface });
  switch (look.camera) {
    case 'single-corner':
      geometry.lenses.push({ x: 26, y: 26, r: 10 });
      geometry.flashes.push({ x: 26, y: 48, r: 3.5 });
      break;
    case 'single-square':
      island(11, 11, 36, 36, 11);
      geometry.lenses.push({ x: 29, y: 29, r: 10 });
      geometry.flashes.push({ x: 29, y: 58, r: 3.5 });
      break;
    case 'dual-vertical-square':
      island(9, 9, 66, 66, 19);
      geometry.lenses.push(...column(28, 28, 28, 2, 11));
      geometry.flashes.push({ x: 56, y: 28, r: 4 });
      geometry.sensors.push({ x: 56, y: 56, r: 1.8 });
      break;
    case 'dual-diagonal-square':
      island(9, 9, 66, 66, 19);
      geometry.lenses.push({ x: 28, y: 28, r: 11 }, { x: 56, y: 56, r: 11 });
      geometry.flashes.push({ x: 56, y: 27, r: 4 });
      geometry.sensors.push({ x: 27, y: 57, r: 1.8 });
      break;
    case 'dual-vertical-pill':
      island(11, 10, 34, 66, 17);
      geometry.lenses.push(...column(28, 27, 32, 2, 11));
      geometry.flashes.push({ x: 56, y: 27, r: 4 });
      break;
    case 'triple-square':
      island(7, 7, 80, 80, 22);
      geometry.lenses.push({ x: 29, y: 29, r: 13 }, { x: 29, y: 65, r: 13 }, { x: 63, y: 47, r: 13 });
      geometry.flashes.push({ x: 64, y: 20, r: 4.5 });
      geometry.sensors.push({ x: 64, y: 74, r: 4.5 });
      break;
    case 'plateau':
      island(6, 8, W - 12, 58, 22);
      if (n >= 3)
        geometry.lenses.push({ x: 30, y: 25, r: 12 }, { x: 30, y: 50, r: 12 }, { x: 58, y: 37, r: 12 });
      else
        geometry.lenses.push(
          ...Array.from({ length: n }, (_, index) => ({ x: 32 + index * 30, y: 37, r: 13 })),
        );
      geometry.flashes.push({ x: W - 30, y: 30, r: 4.5 });
      geometry.sensors.push({ x: W - 30, y: 46, r: 3 });
      break;
    case 'floating-vertical':
      geometry.lenses.push(...column(27, 27, 31, n, 11));
      geometry.flashes.push({ x: 52, y: 27, r: 4 });
      break;
    case 'ultra-p':
      geometry.lenses.push(...column(27, 27, 31, 3, 12), { x: 58, y: 40, r: 12 });
      geometry.flashes.push({ x: 58, y: 72, r: 4 });
      geometry.sensors.push({ x: 58, y: 86, r: 3 });
      break;
    case 'contour':
      island(0, 0, 58, 44 + 30 * n, 18, 'metal');
      geometry.lenses.push(...column(27, 26, 30, n, 11));
      geometry.flashes.push({ x: 46, y: 26 + 30 * n - 8, r: 3.5 });
      break;
    case 'horizontal-bar':
      island(W / 2 - 42, 14, 84, 28, 14, 'glass');
      geometry.lenses.push(
        ...Array.from({ length: n }, (_, index) => ({ x: W / 2 - 24 + index * 24, y: 28, r: 9 })),
      );
      geometry.flashes.push({ x: W / 2 + 54, y: 28, r: 3.5 });
      break;
    case 'rect-vertical': {
      const height = 20 + 28 * n;
      island(10, 10, 42, height, 16);
      geometry.lenses.push(...column(31, 31, 28, n, 10));
      geometry.flashes.push({ x: 31, y: 10 + height + 12, r: 3.5 });
      break;
    }
    case 'visor':
      island(-2, 46, W + 4, 40, 6, 'metal');
      island(12, 52, W - 24, 28, 14, 'glass');
      geometry.lenses.push(
        ...Array.from({ length: n }, (_, index) => ({ x: 32 + index * 24, y: 66, r: 10 })),
      );
      geometry.flashes.push({ x: W - 28, y: 66, r: 3.5 });
      break;
    case 'pill-bar':
      island(14, 26, W - 28, 40, 20, 'metal');
      island(20, 31, W - 58, 30, 15, 'glass');
      geometry.lenses.push(
        ...Array.from({ length: n }, (_, index) => ({ x: 36 + index * 25, y: 46, r: 10 })),
      );
      geometry.flashes.push({ x: W - 30, y: 46, r: 3.5 });
      break;
    case 'circle-centre': {
      island(W / 2 - 46, 22, 92, 92, 46);
      const cx = W / 2;
      const cy = 68;
      const spots = [
        { x: cx - 18, y: cy - 18 },
        { x: cx + 18, y: cy - 18 },
        { x: cx - 18, y: cy + 18 },
        { x: cx + 18, y: cy + 18 },
      ];
      geometry.lenses.push(...spots.slice(0, n === 2 ? 2 : n).map((spot) => ({ ...spot, r: 12 })));
      if (n < 4) geometry.flashes.push({ x: cx + 18, y: cy + 18, r: 4.5 });
      break;
    }
    case 'circle-corner':
      island(8, 8, 80, 80, 40);
      geometry.lenses.push(
        ...[
          { x: 48, y: 28 },
          { x: 31, y: 58 },
          { x: 65, y: 58 },
        ]
          .slice(0, n)
          .map((spot) => ({ ...spot, r: 12 })),
      );
      geometry.flashes.push({ x: 100, y: 22, r: 4 });
      break;
    case 'square-grid': {
      island(9, 9, 70, 70, 20);
      const spots = [
        { x: 29, y: 29 },
        { x: 59, y: 29 },
        { x: 29, y: 59 },
        { x: 59, y: 59 },
      ];
      geometry.lenses.push(...spots.slice(0, n).map((spot) => ({ ...spot, r: 11 })));
      if (n < 4) geometry.flashes.push({ x: 59, y: 59, r: 4 });
      break;
    }
    case 'vertical-pill-centre': {
      const height = 16 + 26 * n;
      island(W / 2 - 16, 16, 32, height, 16, 'glass');
      geometry.lenses.push(...column(W / 2, 32, 26, n, 10));
      geometry.flashes.push({ x: W / 2, y: 16 + height + 11, r: 3.5 });
      break;
    }
    case 'pill-corner':
      island(11, 11, 40, 46 + 34 * (n - 1), 20);
      geometry.lenses.push(...column(31, 31, 34, n, 13));
      geometry.flashes.push({ x: 62, y: 24, r: 4 });
      break;
    case 'rings-vertical':
      geometry.islands.push(
        ...column(30, 30, 40, n, 17).map((ring) => ({
          x: ring.x - ring.r,
          y: ring.y - ring.r,
          width: 2 * ring.r,
          height: 2 * ring.r,
          radius: ring.r,
          surface: 'raised' as const,
        })),
      );
      geometry.lenses.push(...column(30, 30, 40, n, 11));
      geometry.flashes.push({ x: 62, y: 26, r: 4 });
      break;
    case 'horizontal-pill-centre':
      island(W / 2 - 44, 26, 88, 40, 20, 'glass');
      geometry.lenses.push(
        ...(n >= 3
          ? [
              { x: W / 2 - 24, y: 46, r: 11 },
              { x: W / 2, y: 46, r: 11 },
              { x: W / 2 + 24, y: 46, r: 11 },
            ]
          : [
              { x: W / 2 - 18, y: 46, r: 12 },
              { x: W / 2 + 18, y: 46, r: 12 },
            ]),
      );
      geometry.flashes.push({ x: W / 2, y: 78, r: 3.5 });
      break;
    case 'glyph':
      island(12, 12, 32, 36 + 28 * (n - 1), 16, 'glass');
      geometry.lenses.push(...column(28, 30, 28, n, 10));
      geometry.flashes.push({ x: 56, y: 24, r: 3 });
      geometry.glyphs.push(
        // Around the camera, the ring around the middle, the diagonal and the strip at the bottom.
        `M 52 14 Q 58 14 58 22 V ${40 + 28 * (n - 1)}`,
        'M 75 118 m -32 0 a 32 32 0 1 0 64 0 a 32 32 0 1 0 -64 0',
        'M 104 80 L 120 62',
        'M 75 250 V 282',
      );
      break;
  }
  return geometry;
}
