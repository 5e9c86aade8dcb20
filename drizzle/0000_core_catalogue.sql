CREATE TYPE "public"."category_kind" AS ENUM('product', 'service');--> statement-breakpoint
CREATE TYPE "public"."product_condition" AS ENUM('new', 'used', 'tested', 'brand_new');--> statement-breakpoint
CREATE TYPE "public"."product_status" AS ENUM('draft', 'verified', 'approved', 'archived', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."seller_status" AS ENUM('draft', 'active', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."service_status" AS ENUM('draft', 'verified', 'approved', 'archived', 'rejected');--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"country" char(2),
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "category_kind" NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"spec_keys" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_iso" char(2) NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso" char(2) PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"region_code" char(2) NOT NULL,
	"dial_codes" text[] NOT NULL,
	"flag" text NOT NULL,
	"phone_mask" text NOT NULL,
	"phone_placeholder" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"locale" char(2) DEFAULT 'en' NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miner_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"algorithm" text NOT NULL,
	"hashrate_hs" double precision NOT NULL,
	"power_w" integer NOT NULL,
	"specs" jsonb NOT NULL,
	"released_on" text,
	CONSTRAINT "miner_models_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"url_2x" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"max_quantity" integer,
	"unit_price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"seller_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"model_id" integer,
	"external_sku" text,
	"status" "product_status" DEFAULT 'draft' NOT NULL,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"condition" "product_condition" DEFAULT 'new' NOT NULL,
	"country_of_origin" char(2),
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"price_min" numeric(14, 2),
	"discount_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"negotiable" boolean DEFAULT false NOT NULL,
	"dimensions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"specs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"algorithm" text,
	"hashrate_hs" double precision,
	"power_w" integer,
	"efficiency" double precision,
	"delivery_regions" char(2)[] DEFAULT '{}'::char(2)[] NOT NULL,
	"videos" text[] DEFAULT '{}'::text[] NOT NULL,
	"difference_from_others" text DEFAULT '' NOT NULL,
	"additional_terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"lead_time_days" smallint,
	"warranty_months" smallint,
	"stock_quantity" integer,
	"views" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "regions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"query" text NOT NULL,
	"locale" char(2) NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_query_locale_pk" PRIMARY KEY("query","locale")
);
--> statement-breakpoint
CREATE TABLE "seller_offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city_id" integer,
	"country_iso" char(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"url" text NOT NULL,
	"url_2x" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" "seller_status" DEFAULT 'draft' NOT NULL,
	"company_name" text NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"head_office_address" text DEFAULT '' NOT NULL,
	"country_iso" char(2),
	"city_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"region_code" char(2),
	"phone" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"telegram_link" text DEFAULT '' NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"url_2x" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status" "service_status" DEFAULT 'draft' NOT NULL,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"country_iso" char(2),
	"city_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"additional_countries" char(2)[] DEFAULT '{}'::char(2)[] NOT NULL,
	"service_regions" char(2)[] DEFAULT '{}'::char(2)[] NOT NULL,
	"price_from" numeric(14, 2),
	"price_unit" text DEFAULT '' NOT NULL,
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_vector" "tsvector",
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miner_models" ADD CONSTRAINT "miner_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_tiers" ADD CONSTRAINT "product_price_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_model_id_miner_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."miner_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_country_of_origin_countries_iso_fk" FOREIGN KEY ("country_of_origin") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_offices" ADD CONSTRAINT "seller_offices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_offices" ADD CONSTRAINT "seller_offices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_offices" ADD CONSTRAINT "seller_offices_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_photos" ADD CONSTRAINT "seller_photos_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_images" ADD CONSTRAINT "service_images_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_kind_slug_uq" ON "categories" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_iso","name");--> statement-breakpoint
CREATE INDEX "countries_region_idx" ON "countries" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "faq_entries_product_idx" ON "faq_entries" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "miner_models_brand_idx" ON "miner_models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_photos_product_idx" ON "product_photos" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_price_tiers_product_idx" ON "product_price_tiers" USING btree ("product_id","min_quantity");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_seller_external_sku_uq" ON "products" USING btree ("seller_id","external_sku");--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_min");--> statement-breakpoint
CREATE INDEX "products_delivery_regions_idx" ON "products" USING gin ("delivery_regions");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "seller_offices_seller_idx" ON "seller_offices" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "seller_photos_seller_idx" ON "seller_photos" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "sellers_region_idx" ON "sellers" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "sellers_country_idx" ON "sellers" USING btree ("country_iso");--> statement-breakpoint
CREATE INDEX "service_images_service_idx" ON "service_images" USING btree ("service_id","position");--> statement-breakpoint
CREATE INDEX "services_status_created_idx" ON "services" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "services_seller_idx" ON "services" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "services_regions_idx" ON "services" USING gin ("service_regions");--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector");