CREATE TABLE "banner_stats" (
	"banner_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_stats_banner_id_day_pk" PRIMARY KEY("banner_id","day")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_fr_url" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_fr_url_2x" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_fr_width" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_fr_height" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "weight" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "banner_stats" ADD CONSTRAINT "banner_stats_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_advertising_placement" CHECK ("banners"."kind" <> 'advertising' or "banners"."placement" in ('landing', 'marketplace', 'catalogue', 'article'));--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_weight_range" CHECK ("banners"."weight" between 1 and 100);