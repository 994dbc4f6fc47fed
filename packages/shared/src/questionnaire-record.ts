import { z } from 'zod';
import {
  ACCESSORY_OPTIONS,
  BEND_OPTIONS,
  BODY_DENT_OPTIONS,
  BODY_SCRATCH_OPTIONS,
  FUNCTIONAL_OPTIONS,
  NO_DEFECT,
  type Option,
  PANEL_OPTIONS,
  SCREEN_LINE_OPTIONS,
  SCREEN_PHYSICAL_OPTIONS,
  SCREEN_SPOT_OPTIONS,
  WARRANTY_OPTIONS,
} from './questionnaire.ts';
import { fields, text } from './validation.ts';

/**
 * The answer record's schema (SPEC section 3): the server validates what it is sent and stores with it, the
 * exact-value page what it reads back. Its own module, apart from the questionnaire's steps and options
 * (questionnaire.ts, whose codes it takes): the questionnaire's page loads no zod (issue 35).
 */
type CodeOf<T extends readonly Option[]> = T[number]['code'];

const codes = <T extends readonly Option[]>(options: T) =>
  options.map((option) => option.code) as [CodeOf<T>, ...CodeOf<T>[]];

const yesNo = z.enum(['yes', 'no'], { error: 'must be yes or no' });
const describeCodes = (options: readonly Option[]) => {
  const named = options.filter((option) => option.code !== '').map((option) => option.code);
  return options.some((option) => option.code === '') ? `${named.join(', ')} or empty` : named.join(', ');
};
const oneOf = <T extends readonly Option[]>(options: T) =>
  z.enum(codes(options), { error: `must be one of: ${describeCodes(options)}` });
const setOf = <T extends readonly Option[]>(options: T) =>
  z
    .array(oneOf(options))
    .refine((list) => new Set(list).size === list.length, 'must not repeat a code')
    .default([]);

/** The answer record of SPEC section 3, as sent to getExactValue and stored with enquiries and orders. */
export const answerRecordSchema = z
  .object({
    callingerr: yesNo,
    toucherr: yesNo,
    screenspoterror: oneOf(SCREEN_SPOT_OPTIONS),
    screenlineerror: oneOf(SCREEN_LINE_OPTIONS),
    screenphysicalcondition: oneOf(SCREEN_PHYSICAL_OPTIONS),
    bodyscratches: oneOf(BODY_SCRATCH_OPTIONS),
    bodydent: oneOf(BODY_DENT_OPTIONS),
    panelerror: oneOf(PANEL_OPTIONS),
    benderror: oneOf(BEND_OPTIONS),
    functionalerror: setOf(FUNCTIONAL_OPTIONS),
    accessories: setOf(ACCESSORY_OPTIONS),
    /**
     * The step 1 screen and body answers. Not among the spec's fields, and optional: without them a 'No'
     * followed by 'No Defect' everywhere would reopen (Recalculate) and read (device report) as 'Yes'.
     */
    screencondition: yesNo.optional(),
    bodycondition: yesNo.optional(),
    warranty: z.enum(['', ...codes(WARRANTY_OPTIONS)], {
      error: `must be one of: ${describeCodes([...WARRANTY_OPTIONS, NO_DEFECT])}`,
    }),
    /** The variant's id. */
    variant: fields.id('must be a variant id'),
    ic_slug: fields.slug(),
    item_name: text(200).optional(),
    model_name: text(200).optional(),
    variant_name: text(100).optional(),
    item_image: text(300).optional(),
  })
  .strip();
