CREATE TYPE "public"."import_action" AS ENUM('created', 'updated', 'unchanged');--> statement-breakpoint
CREATE TYPE "public"."import_stage" AS ENUM('queued', 'processing', 'errors', 'confirm', 'draft_success', 'media_success', 'moderation', 'cancelled', 'failed');--> statement-breakpoint
CREATE TABLE "product_import_items" (
	"import_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"row" integer NOT NULL,
	"action" "import_action" NOT NULL,
	CONSTRAINT "product_import_items_import_id_product_id_pk" PRIMARY KEY("import_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"user_id" integer,
	"stage" "import_stage" DEFAULT 'queued' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_path" text NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_processed" integer DEFAULT 0 NOT NULL,
	"rows_failed" integer DEFAULT 0 NOT NULL,
	"errors_count" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_import_items" ADD CONSTRAINT "product_import_items_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_items" ADD CONSTRAINT "product_import_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_items_product_idx" ON "product_import_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_imports_seller_idx" ON "product_imports" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_imports_one_active_uq" ON "product_imports" USING btree ("seller_id") WHERE "product_imports"."stage" in ('queued', 'processing', 'confirm', 'draft_success', 'media_success');