import { z } from 'zod';
import { doorPhotoSchema } from './evidence.ts';
import { OFFER_STATUSES, ORDER_STATUSES } from './order-lifecycle.ts';
import { type DeductionCode, deductionAmount, type PricingRules, type Quote, quote } from './pricing.ts';
import {
  ACCESSORY_OPTIONS,
  BODY_QUESTIONS,
  type ConditionAnswers,
  FUNCTIONAL_OPTIONS,
  type Option,
  PRIMARY_QUESTIONS,
  SCREEN_QUESTIONS,
  type SingleQuestion,
  WARRANTY_OPTIONS,
} from './questionnaire.ts';
import { answerRecordSchema } from './questionnaire-record.ts';
import { fields } from './validation.ts';

/**
 * The doorstep re-quote (SPEC: POST api/getReExactValue, /{city}/reexact-value/{ref_no}): the partner's
 * executive answers the same questionnaire about the phone in hand; the revised value comes from those
 * answers on the price basis the seller was quoted from (within QUOTE_VALID_DAYS), and each answer that
 * differs from the seller's is listed with what it changes in rupees.
 */

/** What a quote was computed from: the variant's Rate and the pricing rules of the time (stored with the order). */
export interface PriceBasis {
  rate: number;
  rules: PricingRules;
}

/** One question of the answer record, how its answer reads and which priced conditions it reports. */
interface PricedQuestion {
  key: string;
  question: string;
  answer(record: ConditionAnswers): string;
  codes(record: ConditionAnswers): DeductionCode[];
}

const yesNo = (value: string) => (value === 'yes' ? 'Yes' : 'No');
const labelOf = (options: readonly Option[], code: string) =>
  options.find((option) => option.code === code)?.label ?? code;
/** A question of the questionnaire by its draft field; a missing one is a bug in this file. */
function questionOf(questions: readonly SingleQuestion[], field: string): SingleQuestion {
  const found = questions.find((question) => question.field === field);
  if (!found) throw new Error(`The questionnaire has no question ${field}`);
  return found;
}

type SingleCode =
  | 'screenspoterror'
  | 'screenlineerror'
  | 'screenphysicalcondition'
  | 'bodyscratches'
  | 'bodydent'
  | 'panelerror'
  | 'benderror';

function choice(key: SingleCode, question: SingleQuestion): PricedQuestion {
  return {
    key,
    question: question.text,
    answer: (record) => labelOf(question.options, record[key]),
    codes: (record) => (record[key] ? [record[key] as DeductionCode] : []),
  };
}

/** Every priced question, in questionnaire order; together they report exactly deductionCodesFor(). */
const PRICED_QUESTIONS: PricedQuestion[] = [
  {
    key: 'callingerr',
    question: questionOf(PRIMARY_QUESTIONS, 'calling').text,
    answer: (record) => yesNo(record.callingerr),
    codes: (record) => (record.callingerr === 'no' ? ['calls_not_working'] : []),
  },
  {
    key: 'toucherr',
    question: questionOf(SCREEN_QUESTIONS, 'touch').text,
    answer: (record) => yesNo(record.toucherr),
    codes: (record) => (record.toucherr === 'no' ? ['touch_not_working'] : []),
  },
  choice('screenspoterror', questionOf(SCREEN_QUESTIONS, 'screenSpot')),
  choice('screenlineerror', questionOf(SCREEN_QUESTIONS, 'screenLine')),
  choice('screenphysicalcondition', questionOf(SCREEN_QUESTIONS, 'screenPhysical')),
  choice('bodyscratches', questionOf(BODY_QUESTIONS, 'bodyScratches')),
  choice('bodydent', questionOf(BODY_QUESTIONS, 'bodyDent')),
  choice('panelerror', questionOf(BODY_QUESTIONS, 'panel')),
  choice('benderror', questionOf(BODY_QUESTIONS, 'bend')),
  ...FUNCTIONAL_OPTIONS.map(
    (option): PricedQuestion => ({
      key: `functionalerror.${option.code}`,
      question: option.label,
      answer: (record) => (record.functionalerror.includes(option.code) ? 'Not working' : 'Working'),
      codes: (record) => (record.functionalerror.includes(option.code) ? [option.code] : []),
    }),
  ),
  ...ACCESSORY_OPTIONS.map(
    (option): PricedQuestion => ({
      key: `accessories.${option.code}`,
      question: option.label,
      answer: (record) => (record.accessories.includes(option.code) ? 'Available' : 'Not available'),
      codes: (record) =>
        record.accessories.includes(option.code) ? [] : [`no_${option.code}` as DeductionCode],
    }),
  ),
  {
    key: 'warranty',
    question: 'Warranty',
    answer: (record) => (record.warranty ? labelOf(WARRANTY_OPTIONS, record.warranty) : 'Not under warranty'),
    codes: (record) => [(record.warranty || 'out_of_warranty') as DeductionCode],
  },
];

/** Every answer a re-check can change, by its key ('bodydent', 'functionalerror.F1', 'accessories.Chr'). */
export const PRICED_ANSWER_KEYS: ReadonlySet<string> = new Set(
  PRICED_QUESTIONS.map((question) => question.key),
);

/**
 * The partner's findings with one answer put back as the seller gave it (staff found a photo does not prove
 * the change): the seller's answer wins wherever the evidence does not hold.
 */
export function revertAnswer<T extends ConditionAnswers>(
  found: T,
  declared: ConditionAnswers,
  key: string,
): T {
  const [field, code] = key.split('.') as [string, string | undefined];
  if (code && (field === 'functionalerror' || field === 'accessories')) {
    const list = found[field] as string[];
    const declaredHas = (declared[field] as string[]).includes(code);
    const kept = list.filter((entry) => entry !== code);
    return { ...found, [field]: declaredHas ? [...kept, code] : kept };
  }
  if (!(field in declared)) throw new Error(`${key} is not an answer of the questionnaire`);
  return { ...found, [field]: declared[field as keyof ConditionAnswers] };
}

export interface AnswerChange {
  /** The answer record field ('bodydent', 'functionalerror.F1', ...). */
  key: string;
  question: string;
  /** The seller's answer, in words. */
  declared: string;
  /** The partner's finding, in words. */
  found: string;
  /** Rupees this answer changes the price by on the basis used: negative lowers it. */
  price_effect: number;
}

/** Each answer the partner found different from the seller's, with what it changes in rupees. */
export function compareAnswers(
  declared: ConditionAnswers,
  found: ConditionAnswers,
  basis: PriceBasis,
): AnswerChange[] {
  const cost = (codes: DeductionCode[]) =>
    codes.reduce((sum, code) => sum + deductionAmount(basis.rate, basis.rules.deductions[code] ?? 0), 0);
  const changes: AnswerChange[] = [];
  for (const question of PRICED_QUESTIONS) {
    const before = question.answer(declared);
    const after = question.answer(found);
    if (before === after) continue;
    changes.push({
      key: question.key,
      question: question.question,
      declared: before,
      found: after,
      price_effect: cost(question.codes(declared)) - cost(question.codes(found)),
    });
  }
  return changes;
}

/** One priced question with the seller's answer beside the partner's finding (null before an inspection). */
export interface AnswerSideBySide {
  key: string;
  question: string;
  declared: string;
  found: string | null;
  differs: boolean;
  /** Rupees the difference changes the price by on `basis` (negative lowers it); 0 when the answers agree. */
  price_effect: number;
}

/** Every priced question, in questionnaire order, with both answers (the operations console's detail). */
export function answersSideBySide(
  declared: ConditionAnswers,
  found: ConditionAnswers | null,
  basis: PriceBasis,
): AnswerSideBySide[] {
  const changes = found ? compareAnswers(declared, found, basis) : [];
  return PRICED_QUESTIONS.map((question) => {
    const change = changes.find((entry) => entry.key === question.key);
    return {
      key: question.key,
      question: question.question,
      declared: question.answer(declared),
      found: found ? question.answer(found) : null,
      differs: change !== undefined,
      price_effect: change?.price_effect ?? 0,
    };
  });
}

export interface Revision {
  revisedValue: number;
  revisedQuote: Quote;
  changes: AnswerChange[];
  /** Rupees the price table itself moved the seller's own answers by (0 while the quote holds). */
  priceChange: number;
  /** What rounding and the minimum offer add, so quoted + changes + priceChange + rounding = revised. */
  rounding: number;
}

/** The revised value of a re-quote on `basis`, against the value the seller was quoted. */
export function revise(input: {
  quotedValue: number;
  declared: ConditionAnswers;
  found: ConditionAnswers;
  basis: PriceBasis;
}): Revision {
  const { basis } = input;
  const revisedQuote = quote(basis.rate, input.found, basis.rules);
  const declaredNow = quote(basis.rate, input.declared, basis.rules).finalValue;
  const changes = compareAnswers(input.declared, input.found, basis);
  const priceChange = declaredNow - input.quotedValue;
  const effects = changes.reduce((sum, change) => sum + change.price_effect, 0);
  return {
    revisedValue: revisedQuote.finalValue,
    revisedQuote,
    changes,
    priceChange,
    rounding: revisedQuote.finalValue - input.quotedValue - priceChange - effects,
  };
}

// API shapes.

/** POST api/getReExactValue: the answer record plus ref_no (SPEC 3). */
export const reExactValueRequestSchema = answerRecordSchema.extend({ ref_no: fields.refNo() });
export type ReExactValueRequest = z.infer<typeof reExactValueRequestSchema>;

export const answerChangeSchema = z.object({
  key: z.string(),
  question: z.string(),
  declared: z.string(),
  found: z.string(),
  price_effect: z.number().int(),
}) satisfies z.ZodType<AnswerChange>;

/** A revised offer as the seller's /reexact-value page and the partner's phone show it. */
export const revisedOfferSchema = z.object({
  ref_no: z.string(),
  model: z.string(),
  variant: z.string(),
  ic_slug: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  quoted_value: z.number().int(),
  revised_value: z.number().int(),
  /** revised_value - quoted_value (negative: the offer went down). */
  difference: z.number().int(),
  offer_status: z.enum(OFFER_STATUSES),
  /** Whether the seller still has to Accept or Decline. */
  needs_decision: z.boolean(),
  /** 'quote': priced on the table the seller was quoted from; 'current_prices': the quote had expired. */
  price_basis: z.enum(['quote', 'current_prices']),
  quote_valid_until: z.string(),
  changes: z.array(answerChangeSchema),
  price_change: z.number().int(),
  rounding: z.number().int(),
  /** ISO timestamps. */
  requoted_at: z.string(),
  decided_at: z.string().nullable(),
  /** The photos the partner took to prove the changed answers (issue 34), each naming its answer's key. */
  photos: z.array(doorPhotoSchema),
});
export type RevisedOffer = z.infer<typeof revisedOfferSchema>;

export const reExactValueResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The revised value (as getExactValue's finalValue). */
  finalValue: z.number().int(),
  offer: revisedOfferSchema,
});

/**
 * What a re-quote would make of the partner's answers, before it is sent: the new price and each changed
 * answer with its cost, priced by the server exactly as getReExactValue would. Nothing is stored.
 */
export const requotePreviewSchema = z.object({
  ref_no: z.string(),
  quoted_value: z.number().int(),
  revised_value: z.number().int(),
  /** revised_value - quoted_value (negative: the offer goes down). */
  difference: z.number().int(),
  /**
   * Who decides once it is sent: 'pending' (the seller, the price goes down), 'staff_review' (Phonix, the
   * price goes up), 'not_needed' (the price stands).
   */
  offer_status: z.enum(OFFER_STATUSES),
  price_basis: z.enum(['quote', 'current_prices']),
  changes: z.array(answerChangeSchema),
  price_change: z.number().int(),
  rounding: z.number().int(),
});
export type RequotePreview = z.infer<typeof requotePreviewSchema>;
export const requotePreviewResponseSchema = z.object({
  success: z.literal(true),
  preview: requotePreviewSchema,
});

export const revisedOfferResponseSchema = z.object({ success: z.literal(true), offer: revisedOfferSchema });

/** Accept or Decline: the revised value the seller saw, so a newer re-quote is never agreed to unseen. */
export const offerDecisionRequestSchema = z.object({
  revised_value: z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(10_000_000),
});
export const offerDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  offer: revisedOfferSchema,
});
