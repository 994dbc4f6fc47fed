ALTER TABLE "handovers" ADD COLUMN "payout_otp_sends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "handovers" ADD COLUMN "payout_otp_failures" integer DEFAULT 0 NOT NULL;