CREATE SEQUENCE "public"."axid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"axid" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"passport_id" text,
	"org_id" text,
	"name_ka" text DEFAULT '' NOT NULL,
	"last_name_ka" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"last_name_en" text DEFAULT '' NOT NULL,
	"ltd_name" text DEFAULT '' NOT NULL,
	"ltd_name_en" text DEFAULT '' NOT NULL,
	"ind_entrepreneur" boolean DEFAULT false NOT NULL,
	"foreign_citizen" boolean DEFAULT false NOT NULL,
	"branch_city" text,
	"branch_code" text,
	"registry_file" text,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"balance_tetri" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photo" text NOT NULL,
	"title_ka" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ru" text NOT NULL,
	"text_ka" text NOT NULL,
	"text_en" text NOT NULL,
	"text_ru" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"country" smallint PRIMARY KEY NOT NULL,
	"province_loc" text NOT NULL,
	"city_loc" text NOT NULL,
	"address_loc" text NOT NULL,
	"province_en" text NOT NULL,
	"city_en" text NOT NULL,
	"address_en" text NOT NULL,
	"postal_code" text NOT NULL,
	"mobile" text NOT NULL,
	"neighborhood" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"day" text NOT NULL,
	"path" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title_ka" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ru" text NOT NULL,
	"description_ka" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ru" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"popup_key" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"title_ka" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ru" text NOT NULL,
	"description_ka" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ru" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_remarks" (
	"key" text PRIMARY KEY NOT NULL,
	"text_ka" text NOT NULL,
	"text_en" text NOT NULL,
	"text_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"country" smallint NOT NULL,
	"flight_number" text DEFAULT '' NOT NULL,
	"remark_key" text,
	"departed_at" timestamp with time zone,
	"estimated_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"declaration_deadline" timestamp with time zone,
	"update_status" boolean DEFAULT true NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"tbilisi" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_order_parcels" (
	"order_id" uuid NOT NULL,
	"parcel_id" uuid NOT NULL,
	CONSTRAINT "courier_order_parcels_order_id_parcel_id_pk" PRIMARY KEY("order_id","parcel_id")
);
--> statement-breakpoint
CREATE TABLE "courier_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"third_party" boolean DEFAULT false NOT NULL,
	"region" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"branch" text NOT NULL,
	"flight_ids" jsonb NOT NULL,
	"weight_kg" numeric(10, 3) NOT NULL,
	"price_tetri" integer,
	"courier_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text DEFAULT 'message' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"notification_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_account_id_notification_id_pk" PRIMARY KEY("account_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"kind" text DEFAULT 'message' NOT NULL,
	"title_ka" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ru" text NOT NULL,
	"description_ka" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ru" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"parcel_id" uuid NOT NULL,
	"kind" text DEFAULT 'charge' NOT NULL,
	"weight_kg" numeric(10, 3) NOT NULL,
	"chargeable_kg" numeric(10, 3) NOT NULL,
	"tariff_type" smallint NOT NULL,
	"tariff_usd" numeric(10, 2) NOT NULL,
	"rate_usd" numeric(12, 4) NOT NULL,
	"amount_tetri" integer NOT NULL,
	"paid_by_ledger_id" bigint,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"account_id" uuid NOT NULL,
	"flight_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_tetri" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_tetri" integer NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"trx_id" text,
	"gateway" text DEFAULT 'simulator' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"valid_on" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" smallint NOT NULL,
	"type" smallint NOT NULL,
	"amount_usd" numeric(10, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"place" text,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"status" text DEFAULT 'waiting' NOT NULL,
	"tracking" text NOT NULL,
	"category" text,
	"quantity" integer,
	"shop" text,
	"other_shop" text,
	"personal" boolean DEFAULT false NOT NULL,
	"sender_name" text,
	"country" smallint NOT NULL,
	"amount" numeric(14, 2),
	"currency" text,
	"branch" text,
	"flight_id" uuid,
	"file" text,
	"description" text,
	"custom" boolean DEFAULT false NOT NULL,
	"clearance" boolean DEFAULT false NOT NULL,
	"weight_kg" numeric(10, 3),
	"length_cm" integer,
	"width_cm" integer,
	"height_cm" integer,
	"label_photo" text,
	"price_tetri" integer,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidentified_parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking" text NOT NULL,
	"country" smallint NOT NULL,
	"label_axid" text,
	"weight_kg" numeric(10, 3),
	"label_photo" text,
	"note" text,
	"resolved_parcel_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_order_parcels" ADD CONSTRAINT "courier_order_parcels_order_id_courier_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."courier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_order_parcels" ADD CONSTRAINT "courier_order_parcels_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_orders" ADD CONSTRAINT "courier_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidentified_parcels" ADD CONSTRAINT "unidentified_parcels_resolved_parcel_id_parcels_id_fk" FOREIGN KEY ("resolved_parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidentified_parcels" ADD CONSTRAINT "unidentified_parcels_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_axid_uq" ON "accounts" USING btree ("axid");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_uq" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_passport_uq" ON "accounts" USING btree ("passport_id") WHERE "accounts"."passport_id" is not null;--> statement-breakpoint
CREATE INDEX "accounts_phone_idx" ON "accounts" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "accounts_role_idx" ON "accounts" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_uq" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_account_idx" ON "password_resets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "popups_updated_idx" ON "popups" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "flights_code_uq" ON "flights" USING btree ("code");--> statement-breakpoint
CREATE INDEX "flights_departed_idx" ON "flights" USING btree ("departed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flights_country_idx" ON "flights" USING btree ("country","departed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "courier_orders_account_idx" ON "courier_orders" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courier_orders_status_idx" ON "courier_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "notifications_account_idx" ON "notifications" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_broadcast_idx" ON "notifications" USING btree ("created_at" DESC NULLS LAST) WHERE "notifications"."account_id" is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_parcel_idx" ON "invoice_lines" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_unpaid_idx" ON "invoice_lines" USING btree ("invoice_id") WHERE "invoice_lines"."paid_by_ledger_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_account_flight_uq" ON "invoices" USING btree ("account_id","flight_id");--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_topup_ref_uq" ON "ledger_entries" USING btree ("kind","ref") WHERE "ledger_entries"."kind" = 'topup';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_trx_uq" ON "payment_orders" USING btree ("trx_id") WHERE "payment_orders"."trx_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_account_idx" ON "payment_orders" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_orders_state_idx" ON "payment_orders" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rates_currency_idx" ON "rates" USING btree ("currency","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_country_type_uq" ON "tariffs" USING btree ("country","type");--> statement-breakpoint
CREATE INDEX "parcel_events_parcel_idx" ON "parcel_events" USING btree ("parcel_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_tracking_uq" ON "parcels" USING btree (lower("tracking"));--> statement-breakpoint
CREATE INDEX "parcels_account_status_idx" ON "parcels" USING btree ("account_id","status","country","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parcels_flight_idx" ON "parcels" USING btree ("flight_id");--> statement-breakpoint
CREATE INDEX "parcels_status_country_idx" ON "parcels" USING btree ("status","country");--> statement-breakpoint
CREATE INDEX "unidentified_open_idx" ON "unidentified_parcels" USING btree ("resolved_at","created_at");