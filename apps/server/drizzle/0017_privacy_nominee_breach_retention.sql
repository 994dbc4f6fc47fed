CREATE TABLE "data_breach_sellers" (
	"breach_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_breach_sellers_breach_id_customer_id_pk" PRIMARY KEY("breach_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "data_breaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"description" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"data_kinds" jsonb NOT NULL,
	"consequences" text NOT NULL,
	"measures" text NOT NULL,
	"seller_steps" text NOT NULL,
	"recorded_by" integer,
	"board_reported_at" timestamp with time zone,
	"board_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_breaches_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "inactivity_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	"erase_after" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nominee_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "nominee_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "nominees" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "grievances" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "nominee_id" integer;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "data_breach_sellers" ADD CONSTRAINT "data_breach_sellers_breach_id_data_breaches_id_fk" FOREIGN KEY ("breach_id") REFERENCES "public"."data_breaches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_breach_sellers" ADD CONSTRAINT "data_breach_sellers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_breaches" ADD CONSTRAINT "data_breaches_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactivity_notices" ADD CONSTRAINT "inactivity_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominees" ADD CONSTRAINT "nominees_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_breach_sellers_customer" ON "data_breach_sellers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "inactivity_notices_customer" ON "inactivity_notices" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inactivity_notices_one_pending" ON "inactivity_notices" USING btree ("customer_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "nominee_sessions_mobile" ON "nominee_sessions" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "nominees_customer" ON "nominees" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "nominees_mobile" ON "nominees" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "nominees_one_per_customer" ON "nominees" USING btree ("customer_id") WHERE state <> 'removed';--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_nominee_id_nominees_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."nominees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;