CREATE TABLE "door_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"imei" text NOT NULL,
	"partner_id" integer,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"outcome" text,
	"reason" text,
	"second_check_reference" text
);
--> statement-breakpoint
ALTER TABLE "door_holds" ADD CONSTRAINT "door_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_holds" ADD CONSTRAINT "door_holds_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_holds" ADD CONSTRAINT "door_holds_closed_by_staff_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_holds_order" ON "door_holds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "door_holds_open" ON "door_holds" USING btree ("order_id","kind","imei") WHERE closed_at is null;