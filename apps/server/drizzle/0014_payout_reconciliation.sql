CREATE TABLE "payout_webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"provider_payout_id" text,
	"status" text,
	"utr" text,
	"handover_id" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_webhook_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "payout_key" text;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "payout_fund_account_id" text;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "payout_mode" text;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "payout_utr" text;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "payout_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "payout_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "payout_problem" text;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "payout_problem_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payout_webhook_events_payout" ON "payout_webhook_events" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE INDEX "handovers_payout_provider_id" ON "handovers" USING btree ("payout_provider_id");