CREATE TABLE "door_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"answer_key" text NOT NULL,
	"partner_id" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"webp" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"rejected_at" timestamp with time zone,
	"rejected_by" integer,
	"rejected_reason" text
);
--> statement-breakpoint
ALTER TABLE "door_photos" ADD CONSTRAINT "door_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_photos" ADD CONSTRAINT "door_photos_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_photos" ADD CONSTRAINT "door_photos_rejected_by_staff_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_photos_order_idx" ON "door_photos" USING btree ("order_id","answer_key");