ALTER TABLE "unidentified_parcels" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "unidentified_parcels" ADD COLUMN "width_cm" integer;--> statement-breakpoint
ALTER TABLE "unidentified_parcels" ADD COLUMN "height_cm" integer;