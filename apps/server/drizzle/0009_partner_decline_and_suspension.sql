ALTER TABLE "partner_requests" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD COLUMN "declined_by" text;--> statement-breakpoint
ALTER TABLE "partner_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "suspension_reason" text;--> statement-breakpoint

-- Partners suspended before this migration: since their last change.
UPDATE "partners" SET "suspended_at" = "updated_at" WHERE "status" = 'suspended';
