import { dp_alt_body_bent } from '@phonix/shared/messages/dp_alt_body_bent';
import { dp_alt_body_few_scratches } from '@phonix/shared/messages/dp_alt_body_few_scratches';
import { dp_alt_body_major_scratches } from '@phonix/shared/messages/dp_alt_body_major_scratches';
import { dp_alt_chipped } from '@phonix/shared/messages/dp_alt_chipped';
import { dp_alt_dents_major } from '@phonix/shared/messages/dp_alt_dents_major';
import { dp_alt_dents_minor } from '@phonix/shared/messages/dp_alt_dents_minor';
import { dp_alt_glass_broken } from '@phonix/shared/messages/dp_alt_glass_broken';
import { dp_alt_line_multi } from '@phonix/shared/messages/dp_alt_line_multi';
import { dp_alt_line_single } from '@phonix/shared/messages/dp_alt_line_single';
import { dp_alt_panel_cracked } from '@phonix/shared/messages/dp_alt_panel_cracked';
import { dp_alt_panel_missing } from '@phonix/shared/messages/dp_alt_panel_missing';
import { dp_alt_screen_few_scratches } from '@phonix/shared/messages/dp_alt_screen_few_scratches';
import { dp_alt_screen_heavy_scratches } from '@phonix/shared/messages/dp_alt_screen_heavy_scratches';
import { dp_alt_screen_loose } from '@phonix/shared/messages/dp_alt_screen_loose';
import { dp_alt_spots_colour } from '@phonix/shared/messages/dp_alt_spots_colour';
import { dp_alt_spots_white_black } from '@phonix/shared/messages/dp_alt_spots_white_black';
import { dp_alt_spots_yellow } from '@phonix/shared/messages/dp_alt_spots_yellow';
import type {
  BEND_OPTIONS,
  BODY_DENT_OPTIONS,
  BODY_SCRATCH_OPTIONS,
  Option,
  PANEL_OPTIONS,
  SCREEN_LINE_OPTIONS,
  SCREEN_PHYSICAL_OPTIONS,
  SCREEN_SPOT_OPTIONS,
  Text,
} from '@phonix/shared/questionnaire';

/**
 * The one place that says which defect option has which picture (issue 34, "Pictures that make answers
 * clear"): a drawing of a phone with that defect, so a seller can tell "Chipped Cracked" from "Front Glass
 * Broken" at a glance. The drawings are our own hand-written SVGs in apps/web/public/defects (each at most
 * 8 kB, 96 × 96: DEFECT_PICTURE_SIZE in components/choice-group.tsx), served as files and loaded lazily: they are URLs here, never inlined into the JavaScript.
 * The alt text says what the picture shows, in the page's language (packages/shared/messages/defect_pictures).
 * "No Defect" has no picture.
 */
export interface DefectPicture {
  /** The file's address on the site (apps/web/public). */
  src: string;
  /** What the drawing shows, in the reader's language. */
  alt: Text;
}

type DefectCode = Exclude<
  (
    | typeof SCREEN_SPOT_OPTIONS
    | typeof SCREEN_LINE_OPTIONS
    | typeof SCREEN_PHYSICAL_OPTIONS
    | typeof BODY_SCRATCH_OPTIONS
    | typeof BODY_DENT_OPTIONS
    | typeof PANEL_OPTIONS
    | typeof BEND_OPTIONS
  )[number]['code'],
  ''
>;

/** Each defect option's code (as recorded in the answer) → its picture. A new defect option must add one here. */
export const DEFECT_PICTURES: Readonly<Record<DefectCode, DefectPicture>> = {
  Sp1: { src: '/defects/screen-spots-white-black.svg', alt: dp_alt_spots_white_black },
  Sp2: { src: '/defects/screen-spots-colour.svg', alt: dp_alt_spots_colour },
  Sp3: { src: '/defects/screen-spots-yellow.svg', alt: dp_alt_spots_yellow },
  SLi: { src: '/defects/screen-line-single.svg', alt: dp_alt_line_single },
  SMLi: { src: '/defects/screen-lines-multi.svg', alt: dp_alt_line_multi },
  Sbr1: { src: '/defects/glass-broken.svg', alt: dp_alt_glass_broken },
  Sbr2: { src: '/defects/glass-chipped.svg', alt: dp_alt_chipped },
  SHeavy: { src: '/defects/screen-scratches-heavy.svg', alt: dp_alt_screen_heavy_scratches },
  SLight: { src: '/defects/screen-scratches-few.svg', alt: dp_alt_screen_few_scratches },
  B1: { src: '/defects/body-scratches-few.svg', alt: dp_alt_body_few_scratches },
  B2: { src: '/defects/body-scratches-major.svg', alt: dp_alt_body_major_scratches },
  D1: { src: '/defects/dents-minor.svg', alt: dp_alt_dents_minor },
  D2: { src: '/defects/dents-major.svg', alt: dp_alt_dents_major },
  PanCr: { src: '/defects/panel-cracked.svg', alt: dp_alt_panel_cracked },
  PanMis: { src: '/defects/panel-missing.svg', alt: dp_alt_panel_missing },
  PanBent: { src: '/defects/body-bent.svg', alt: dp_alt_body_bent },
  PanLoose: { src: '/defects/screen-gap.svg', alt: dp_alt_screen_loose },
};

/** The picture of an option, or none (No Defect, yes/no, warranty bands, parts, accessories). */
export const defectPicture = (option: Option): DefectPicture | undefined =>
  Object.hasOwn(DEFECT_PICTURES, option.code) ? DEFECT_PICTURES[option.code as DefectCode] : undefined;
