CREATE TABLE "handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"partner_id" integer,
	"imeis" jsonb,
	"imei_check" jsonb,
	"imei_restricted" boolean DEFAULT false NOT NULL,
	"imei_checked_at" timestamp with time zone,
	"id_type" text,
	"id_masked" text,
	"name_on_id" text,
	"id_recorded_at" timestamp with time zone,
	"wipe_checklist" jsonb,
	"wipe_confirmed_at" timestamp with time zone,
	"payout_method" text,
	"payout_details" jsonb,
	"payout_fingerprint" text,
	"payout_chosen_at" timestamp with time zone,
	"agreed_amount" integer,
	"final_amount" integer,
	"payout_otp_hash" text,
	"payout_otp_expires_at" timestamp with time zone,
	"payout_otp_attempts" integer DEFAULT 0 NOT NULL,
	"payout_otp_sent_at" timestamp with time zone,
	"payout_otp_verified_at" timestamp with time zone,
	"payout_driver" text,
	"payout_status" text,
	"payout_reference" text,
	"payout_provider_id" text,
	"payout_test" boolean,
	"payout_released_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handovers_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "imei_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"imei" text NOT NULL,
	"status" text NOT NULL,
	"driver" text NOT NULL,
	"reference" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "purchase_receipts_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imei_checks" ADD CONSTRAINT "imei_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD CONSTRAINT "purchase_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imei_checks_order" ON "imei_checks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "imei_checks_imei" ON "imei_checks" USING btree ("imei");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_receipts_year_sequence" ON "purchase_receipts" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "purchase_receipts_created" ON "purchase_receipts" USING btree ("created_at");