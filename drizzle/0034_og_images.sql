CREATE TABLE "og_images" (
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "og_images_kind_subject_id_pk" PRIMARY KEY("kind","subject_id"),
	CONSTRAINT "og_images_kind_check" CHECK ("og_images"."kind" in ('product', 'company'))
);
