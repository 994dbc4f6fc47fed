/**
 * Who may call: `public` calls never look at a token; `optional` ones use the customer's session when
 * one is sent; `customer` ones answer 401 without one; `partner` and `staff` ones answer 401 without a
 * session of their own principal (a token of one principal never opens a call of another), and a `staff`
 * entry with `role: 'admin'` answers 403 to operations staff. The web's API client sends the token of the
 * endpoint's principal.
 */
export type Principal = 'public' | 'optional' | 'customer' | 'partner' | 'staff' | 'nominee';

/**
 * One endpoint's route: its method, its path (the spec's, SPEC 7; parameters written `:name` as in Fastify)
 * and who may call it.
 */
export interface EndpointRoute {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  auth: Principal;
  role?: 'admin';
}
