import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@phonix/shared/i18n';
import { overwriteGetLocale } from '@phonix/shared/messages';
import {
  ACCESSORY_OPTIONS,
  BEND_OPTIONS,
  BODY_DENT_OPTIONS,
  BODY_SCRATCH_OPTIONS,
  FUNCTIONAL_OPTIONS,
  type Option,
  optionText,
  PANEL_OPTIONS,
  SCREEN_LINE_OPTIONS,
  SCREEN_PHYSICAL_OPTIONS,
  SCREEN_SPOT_OPTIONS,
  WARRANTY_OPTIONS,
  YES_NO_OPTIONS,
} from '@phonix/shared/questionnaire';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFECT_PICTURE_SIZE, SingleChoice } from './components/choice-group.tsx';
import { DEFECT_PICTURES, defectPicture } from './defect-pictures.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const MAX_BYTES = 8 * 1024;

const DEFECT_QUESTIONS = {
  'screen spots': SCREEN_SPOT_OPTIONS,
  'screen lines': SCREEN_LINE_OPTIONS,
  'screen physical': SCREEN_PHYSICAL_OPTIONS,
  'body scratches': BODY_SCRATCH_OPTIONS,
  'body dents': BODY_DENT_OPTIONS,
  panel: PANEL_OPTIONS,
  bend: BEND_OPTIONS,
} satisfies Record<string, readonly Option[]>;
const defectOptions: Option[] = Object.values(DEFECT_QUESTIONS)
  .flat()
  .filter((option) => option.code !== '');
const pictured = defectOptions.map((option) => [option.code, option] as const);

/** The letters of each language's script: an alt text in Hindi is written in Devanagari, in Telugu in Telugu. */
const SCRIPT: Record<Locale, RegExp> = { en: /^[\x20-\x7e]+$/, hi: /[\u0900-\u097f]/, te: /[\u0c00-\u0c7f]/ };

afterEach(() => overwriteGetLocale(() => 'en'));

describe('the defect pictures', () => {
  it('has one picture for every defect option and none for "No Defect" or any other answer', () => {
    expect(defectOptions).toHaveLength(17);
    for (const option of defectOptions) expect(defectPicture(option), option.code).toBeDefined();
    expect(Object.keys(DEFECT_PICTURES).sort()).toEqual(defectOptions.map((option) => option.code).sort());
    const others = [
      ...Object.values(DEFECT_QUESTIONS)
        .flat()
        .filter((option) => option.code === ''),
      ...YES_NO_OPTIONS,
      ...WARRANTY_OPTIONS,
      ...FUNCTIONAL_OPTIONS,
      ...ACCESSORY_OPTIONS,
    ];
    for (const option of others) expect(defectPicture(option), option.label).toBeUndefined();
    // Each option its own drawing: two options sharing one could not be told apart.
    const files = Object.values(DEFECT_PICTURES).map((picture) => picture.src);
    expect(new Set(files).size).toBe(files.length);
  });

  it.each(pictured)('%s: a small, self-contained SVG of 96 × 96 in the public folder', (_code, option) => {
    const picture = defectPicture(option);
    expect(picture?.src).toMatch(/^\/defects\/[a-z-]+\.svg$/);
    const file = path.join(publicDir, picture?.src ?? '');
    const bytes = fs.statSync(file).size;
    expect(bytes).toBeGreaterThan(200);
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);

    const text = fs.readFileSync(file, 'utf8');
    const svg = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(svg.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = svg.documentElement;
    expect(root.nodeName).toBe('svg');
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${DEFECT_PICTURE_SIZE} ${DEFECT_PICTURE_SIZE}`);
    expect(root.getAttribute('width')).toBe(String(DEFECT_PICTURE_SIZE));
    expect(root.getAttribute('height')).toBe(String(DEFECT_PICTURE_SIZE));
    // Nothing that runs or is fetched from elsewhere: an <img> would ignore it, but the file should not hold it.
    expect(text).not.toMatch(/<script|<foreignObject|<image|href=|@import|url\((?!#)/i);
  });

  it.each(pictured)('%s: alt text in English, Hindi and Telugu, each in its own script', (_code, option) => {
    const picture = defectPicture(option);
    const alts = LOCALES.map((locale) => picture?.alt({}, { locale }) ?? '');
    expect(new Set(alts).size).toBe(LOCALES.length);
    LOCALES.forEach((locale, index) => {
      const alt = alts[index] ?? '';
      expect(alt.length, locale).toBeGreaterThan(15);
      expect(alt, locale).toMatch(SCRIPT[locale]);
      // It says what the picture shows, not merely the option's name again.
      expect(alt, locale).not.toBe(optionText(option, locale));
    });
  });

  it('shows each picture in its option, lazily and with its size, in the page language', () => {
    overwriteGetLocale(() => 'hi');
    render(
      <SingleChoice
        question="स्क्रीन की फ़िज़िकल कंडीशन"
        options={SCREEN_PHYSICAL_OPTIONS}
        value={undefined}
        onChange={() => {}}
        pictureOf={defectPicture}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'स्क्रीन की फ़िज़िकल कंडीशन' });
    const images = within(group).getAllByRole('img');
    expect(images).toHaveLength(4);
    for (const option of SCREEN_PHYSICAL_OPTIONS) {
      const radio = within(group).getByRole('radio', { name: optionText(option, 'hi') });
      const picture = defectPicture(option);
      if (!picture) {
        // "No Defect": a card without a picture.
        expect(radio.closest('label')?.querySelector('img')).toBeNull();
        continue;
      }
      const alt = picture.alt({}, { locale: 'hi' });
      const image = within(group).getByRole('img', { name: alt });
      expect(image.getAttribute('src')).toBe(picture.src);
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('decoding')).toBe('async');
      expect(image.getAttribute('width')).toBe(String(DEFECT_PICTURE_SIZE));
      expect(image.getAttribute('height')).toBe(String(DEFECT_PICTURE_SIZE));
      // The picture belongs to its option's card; the radio is named by its text and described by the picture.
      expect(radio.closest('label')?.contains(image)).toBe(true);
      expect(radio.getAttribute('aria-describedby')).toBe(image.id);
    }
  });

  it('leaves a question without pictures as it was', () => {
    render(
      <SingleChoice question="Spots" options={SCREEN_SPOT_OPTIONS} value={undefined} onChange={() => {}} />,
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'White / Black Spots' })).toBeTruthy();
  });
});
