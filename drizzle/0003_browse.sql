CREATE TYPE "public"."banner_kind" AS ENUM('menu', 'advertising');--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "banner_kind" NOT NULL,
	"placement" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"seller_id" integer,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"subtitle_fr" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"image_url_2x" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"link_url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"query" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_kind_position_idx" ON "banners" USING btree ("kind","is_active","position");--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_user_query_uq" ON "search_history" USING btree ("user_id","query");--> statement-breakpoint
CREATE INDEX "search_history_user_recent_idx" ON "search_history" USING btree ("user_id","searched_at");