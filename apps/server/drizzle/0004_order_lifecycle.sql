CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"data" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"order_id" integer,
	"contact_message_id" integer,
	"partner_request_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "partner_pincodes" (
	"partner_id" integer NOT NULL,
	"pincode" text NOT NULL,
	CONSTRAINT "partner_pincodes_partner_id_pincode_pk" PRIMARY KEY("partner_id","pincode")
);
--> statement-breakpoint
CREATE TABLE "partner_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"mobile" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"partner_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "partners_partner_request_id_unique" UNIQUE("partner_request_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "partner_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "partner_id" DROP NOT NULL;--> statement-breakpoint
-- Existing orders: no partner ever held one (0 meant none); statuses become the codes of order-lifecycle.ts.
UPDATE "orders" SET "partner_id" = NULL WHERE "partner_id" = 0;--> statement-breakpoint
UPDATE "orders" SET "status" = CASE "status" WHEN 'Enquiry' THEN 'enquiry' WHEN 'Accepted' THEN 'accepted' WHEN 'Out for Pick up' THEN 'out_for_pickup' WHEN 'Completed' THEN 'completed' WHEN 'Cancelled' THEN 'cancelled' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_type" text;--> statement-breakpoint
-- Existing events ('created', 'cancelled') were all the seller's own.
UPDATE "order_events" SET "actor_type" = 'customer';--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "reason" text;--> statement-breakpoint
UPDATE "order_events" e SET "actor_id" = o."customer_id" FROM "orders" o WHERE o."id" = e."order_id";--> statement-breakpoint
UPDATE "order_events" SET "reason" = 'Cancelled by the seller' WHERE "type" = 'cancelled';--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "actor_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_basis" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_valid_until" timestamp with time zone;--> statement-breakpoint
-- Existing orders: the basis is the Rate their quote started from and today's rules (the rules of their
-- booking were not kept); their quote holds for 7 days from booking (QUOTE_VALID_DAYS).
UPDATE "orders" SET "price_basis" = jsonb_build_object(
  'rate', ("quote"->>'basePrice')::integer,
  'rules', jsonb_build_object(
    'deductions', (SELECT coalesce(jsonb_object_agg("code", "percent"), '{}'::jsonb) FROM "price_deductions"),
    'minimumOffer', (SELECT "minimum_offer" FROM "pricing_settings" WHERE "id" = 1),
    'roundingStep', (SELECT "rounding_step" FROM "pricing_settings" WHERE "id" = 1)
  )
), "quote_valid_until" = "created_at" + interval '7 days';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "price_basis" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "quote_valid_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "revised_value" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_value" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_pincodes" ADD CONSTRAINT "partner_pincodes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sessions" ADD CONSTRAINT "partner_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_partner_request_id_partner_requests_id_fk" FOREIGN KEY ("partner_request_id") REFERENCES "public"."partner_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_due" ON "outbox_messages" USING btree ("next_attempt_at") WHERE status in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_messages_order" ON "outbox_messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "partner_pincodes_pincode" ON "partner_pincodes" USING btree ("pincode");--> statement-breakpoint
CREATE INDEX "partner_sessions_partner" ON "partner_sessions" USING btree ("partner_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_status_pincode" ON "orders" USING btree ("status","pincode");--> statement-breakpoint
CREATE INDEX "orders_partner" ON "orders" USING btree ("partner_id");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "partner_name";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "partner_mobile";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "cancel_by_customer";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "cancel_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "cancel_by_partner";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "cancel_by_partner_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "final_status_date";