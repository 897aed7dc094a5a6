CREATE TABLE "bill_pay_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" uuid,
	"ip" text NOT NULL,
	"operation" text NOT NULL,
	"ax_code" text,
	"transaction_id" text,
	"status" smallint NOT NULL,
	"outcome" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_pay_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"login" text NOT NULL,
	"secret_hash" text NOT NULL,
	"allowed_ips" text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_call_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bill_pay_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"ax_code" text NOT NULL,
	"amount_tetri" integer NOT NULL,
	"ledger_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_pay_calls" ADD CONSTRAINT "bill_pay_calls_channel_id_bill_pay_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."bill_pay_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_pay_channels" ADD CONSTRAINT "bill_pay_channels_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_pay_payments" ADD CONSTRAINT "bill_pay_payments_channel_id_bill_pay_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."bill_pay_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_pay_payments" ADD CONSTRAINT "bill_pay_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_pay_calls_channel_idx" ON "bill_pay_calls" USING btree ("channel_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_pay_channels_login_uq" ON "bill_pay_channels" USING btree ("login");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_pay_payments_txn_uq" ON "bill_pay_payments" USING btree ("channel_id","transaction_id");--> statement-breakpoint
CREATE INDEX "bill_pay_payments_day_idx" ON "bill_pay_payments" USING btree ("channel_id","created_at");