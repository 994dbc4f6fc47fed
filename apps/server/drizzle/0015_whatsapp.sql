CREATE TABLE "whatsapp_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"opted_in" boolean NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"wa_template" text NOT NULL,
	"language" text NOT NULL,
	"provider_message_id" text,
	"status" text NOT NULL,
	"error" text,
	"fallback_outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_outbox_id_unique" UNIQUE("outbox_id"),
	CONSTRAINT "whatsapp_messages_provider_message_id_unique" UNIQUE("provider_message_id"),
	CONSTRAINT "whatsapp_messages_fallback_outbox_id_unique" UNIQUE("fallback_outbox_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_webhook_events_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_consents_customer" ON "whatsapp_consents" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_status" ON "whatsapp_messages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "whatsapp_webhook_events_message" ON "whatsapp_webhook_events" USING btree ("provider_message_id");