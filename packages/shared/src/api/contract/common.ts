import { z } from 'zod';
import type { ErrorStatus } from '../../errors.ts';
import { fields } from '../../validation.ts';
import type { EndpointRoute, PathParamNames } from '../endpoints.ts';

export interface EndpointDefinition {
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** The body of a 200 answer; null when the answer is a file of type `produces`. */
  response: z.ZodType | null;
  produces?: 'application/pdf' | 'text/csv' | 'image/webp';
  /**
   * The statuses the call's own rules can answer (404, 409, 429, ...). Those that follow from its shape are
   * added by `errorStatuses`: 400 with parameters or a body, 413 and 415 with a body, 401 for `customer`.
   */
  errors: readonly ErrorStatus[];
}

/** A path's parameters must be exactly the params schema's keys. */
type ParamsFor<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodObject<{ [K in PathParamNames<P>]: z.ZodType }> };

/** What a module's contract must hold: a definition for each of its routes, with the params of its path. */
export type ContractOf<Routes extends Record<string, EndpointRoute>> = {
  [N in keyof Routes]: EndpointDefinition & ParamsFor<Routes[N]['path']>;
};

// Path parameters several modules take.
export const refParams = z.object({ ref: fields.refNo() });
export const customerIdParams = z.object({ id: fields.id() });
