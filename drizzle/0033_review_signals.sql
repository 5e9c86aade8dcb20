CREATE TABLE "account_signals" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value_hash" text NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_signals_user_id_kind_value_hash_pk" PRIMARY KEY("user_id","kind","value_hash"),
	CONSTRAINT "account_signals_kind_check" CHECK ("account_signals"."kind" in ('device', 'ip'))
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "verification" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_signals" ADD CONSTRAINT "account_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_signals_value_idx" ON "account_signals" USING btree ("kind","value_hash");