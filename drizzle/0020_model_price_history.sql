-- Issue 18: the daily price history of each miner model's listings (model_price_days, written by
-- the models module's job and the demo seed's backfill, docs/decisions/040), and the model page's
-- offers, cheapest first: product_search's index on the model alone becomes one on (model, price,
-- id), public rows only, so a page of offers is one index range whatever the model's size (it
-- serves every `model_id = ?` query the old one did).
CREATE TABLE "model_price_days" (
	"model_id" integer NOT NULL,
	"condition" "product_condition" NOT NULL,
	"currency" char(3) NOT NULL,
	"day" date NOT NULL,
	"median" numeric(14, 2) NOT NULL,
	"min" numeric(14, 2) NOT NULL,
	"max" numeric(14, 2) NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "model_price_days_model_id_condition_currency_day_pk" PRIMARY KEY("model_id","condition","currency","day")
);
--> statement-breakpoint
ALTER TABLE "model_price_days" ADD CONSTRAINT "model_price_days_model_id_miner_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."miner_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX IF EXISTS "product_search_model_idx";--> statement-breakpoint
CREATE INDEX "product_search_model_price_idx" ON "product_search" ("model_id", "price_min", "id") WHERE public;
