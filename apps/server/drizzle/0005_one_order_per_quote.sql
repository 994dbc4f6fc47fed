ALTER TABLE "orders" ADD COLUMN "price_enquiry_id" bigint;--> statement-breakpoint
ALTER TABLE "price_enquiries" ADD COLUMN "quote_seconds" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_price_enquiry_id_price_enquiries_id_fk" FOREIGN KEY ("price_enquiry_id") REFERENCES "public"."price_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_price_enquiry" ON "orders" USING btree ("price_enquiry_id");