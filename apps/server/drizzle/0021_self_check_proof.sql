CREATE TABLE "door_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"spent_at" timestamp with time zone,
	"proven_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "self_check_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"report" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"public_key" jsonb NOT NULL,
	"signature" text NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "self_check_reports_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "door_proofs" ADD CONSTRAINT "door_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_proofs" ADD CONSTRAINT "door_proofs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_check_reports" ADD CONSTRAINT "self_check_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_check_reports" ADD CONSTRAINT "self_check_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_proofs_order" ON "door_proofs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "self_check_reports_customer" ON "self_check_reports" USING btree ("customer_id");