CREATE TABLE "alert_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"alert_id" integer NOT NULL,
	"product_id" integer,
	"price" numeric(14, 2),
	"halving_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"telegram_chat_id" text,
	"last_digest_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"category_keys" integer[] DEFAULT '{0}'::int[] NOT NULL,
	"brand_keys" integer[] DEFAULT '{0}'::int[] NOT NULL,
	"price_min" numeric(14, 2),
	"price_max" numeric(14, 2),
	"model_id" integer,
	"price_below" numeric(14, 2),
	"coin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_kind_check" CHECK ("saved_searches"."kind" in ('search', 'price_drop', 'halving'))
);
--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_alert_id_saved_searches_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_model_id_miner_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."miner_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_items_product_uq" ON "alert_items" USING btree ("alert_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_items_halving_uq" ON "alert_items" USING btree ("alert_id","halving_height");--> statement-breakpoint
CREATE INDEX "alert_items_pending_idx" ON "alert_items" USING btree ("user_id") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_keys_idx" ON "saved_searches" USING gin ("category_keys","brand_keys") WHERE kind = 'search' and not paused;--> statement-breakpoint
CREATE INDEX "saved_searches_model_idx" ON "saved_searches" USING btree ("model_id","price_below") WHERE kind = 'price_drop' and not paused;