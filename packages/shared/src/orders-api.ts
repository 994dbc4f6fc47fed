import { z } from 'zod';
import { PICKUP_SLOTS } from './pickup.ts';

/** Sell-now orders (SPEC 2, 3, 4 and 7) with the spec's field names. */

export const ORDER_STATUSES = ['Enquiry', 'Accepted', 'Out for Pick up', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How the detail page names a status (SPEC 4: Enquiry shows as 'Order Initialted'). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  Enquiry: 'Order Initialted',
  Accepted: 'Accepted',
  'Out for Pick up': 'Out for Pick up',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};

export const ORDER_EVENT_TYPES = [
  'created',
  'cancelled',
  'partner_confirmed',
  'rejected',
  'completed',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const generateSellNowOrderRequestSchema = z.object({
  ic_slug: z.string().min(1, 'is required').max(120),
  model_name: z.string().max(200).default(''),
  /** The variant's id. */
  variant: z.coerce.number({ error: 'must be a variant id' }).int().positive(),
  /** Ignored: the server recomputes the value from device_info. */
  exactValue: z.unknown().optional(),
  /** The answer record as JSON text. */
  device_info: z.string().min(2, 'is required').max(10_000),
  customer_id: z.coerce.number().int().positive(),
  address_id: z.coerce
    .number({ error: 'Please select an address' })
    .int()
    .positive('Please select an address'),
  pickup_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'),
  pickup_time: z.enum(PICKUP_SLOTS, { error: 'must be one of the pickup slots' }),
});
export type GenerateSellNowOrderRequest = z.infer<typeof generateSellNowOrderRequestSchema>;

export const generateSellNowOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  RefNo: z.string(),
  /** The value the order was booked at, computed on the server. */
  ExactValue: z.number().int(),
});

export const orderEventSchema = z.object({ type: z.enum(ORDER_EVENT_TYPES), at: z.string() });

export const salesOrderSchema = z.object({
  RefNo: z.string(),
  Status: z.enum(ORDER_STATUSES),
  Model: z.string(),
  VariantInfo: z.string(),
  ic_slug: z.string(),
  /** ISO timestamp. */
  TransactionDate: z.string(),
  ExactValue: z.number().int(),
  /** The answer record as JSON text. */
  DeviceInfo: z.string(),
  address_type: z.string(),
  Address: z.string(),
  landmark: z.string(),
  locality: z.string(),
  City: z.string(),
  state: z.string(),
  ZipCode: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  partner_mobile: z.string(),
  cancel_by_customer: z.number().int(),
  cancel_at: z.string().nullable(),
  cancel_by_partner: z.number().int(),
  cancel_by_partner_at: z.string().nullable(),
  final_status_date: z.string().nullable(),
  /** The order's history, oldest first, from which the timeline is drawn. */
  events: z.array(orderEventSchema),
});
export type SalesOrder = z.infer<typeof salesOrderSchema>;

export const salesOrdersResponseSchema = z.object({
  success: z.literal(true),
  salesorders: z.array(salesOrderSchema),
});
export const sellNowOrderResponseSchema = z.object({ success: z.literal(true), order: salesOrderSchema });
export const orderEnquiryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  enquiry: salesOrderSchema,
});

/** The public device report: the device and its condition only, no personal data. */
export const deviceReportSchema = z.object({
  Model: z.string(),
  VariantInfo: z.string(),
  TransactionDate: z.string(),
  DeviceInfo: z.string(),
  PartnerDeviceInfo: z.string().nullable(),
});
export const deviceReportResponseSchema = z.object({ success: z.literal(true), enquiry: deviceReportSchema });

/** Timeline blocks of the order detail page (SPEC 4), in order. */
export function timelineBlocks(
  order: SalesOrder,
): { key: string; title: string; at: string | null; detail?: string }[] {
  const blocks: { key: string; title: string; at: string | null; detail?: string }[] = [
    { key: 'initiated', title: 'Order Initiated', at: order.TransactionDate },
  ];
  if (order.cancel_by_customer > 0 && order.cancel_at && order.Status === 'Cancelled') {
    blocks.push({ key: 'cancelled', title: 'Order Cancelled', at: order.cancel_at });
  }
  if (order.partner_id !== 0) {
    blocks.push({
      key: 'partner',
      title: 'Partner Confirmed',
      at: order.events.find((event) => event.type === 'partner_confirmed')?.at ?? null,
      detail: `${order.partner_name}, ${order.partner_mobile}`,
    });
  }
  if (order.cancel_by_partner > 0) {
    blocks.push({ key: 'rejected', title: 'Order Rejected', at: order.cancel_by_partner_at });
  }
  if (order.Status === 'Completed') {
    blocks.push({ key: 'completed', title: 'Order Completed', at: order.final_status_date });
  }
  return blocks;
}
