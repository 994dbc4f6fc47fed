CREATE TABLE "grievance_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"grievance_id" integer NOT NULL,
	"by" text NOT NULL,
	"staff_id" integer,
	"state" text NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"due_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievances_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"opted_in" boolean NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"notice_version" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_notice_acceptances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "kept_mobile" text;--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "grievance_updates" ADD CONSTRAINT "grievance_updates_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notice_acceptances" ADD CONSTRAINT "privacy_notice_acceptances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievance_updates_grievance" ON "grievance_updates" USING btree ("grievance_id");--> statement-breakpoint
CREATE INDEX "grievances_customer" ON "grievances" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "grievances_due" ON "grievances" USING btree ("due_day");--> statement-breakpoint
CREATE INDEX "privacy_consents_customer" ON "privacy_consents" USING btree ("customer_id","purpose","id");--> statement-breakpoint
CREATE INDEX "privacy_notice_acceptances_customer" ON "privacy_notice_acceptances" USING btree ("customer_id","id");