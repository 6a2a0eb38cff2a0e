-- Notices of one kind about one listing (its new reports, its signups) fold into one while unread,
-- counted, and say so with `summary`; their mail goes out at most once a quarter hour per person
-- and group, claimed on `notification_mail_marks` as message mail is on `message_mail_marks`, and
-- tells only what `mailed_count` says no mail told yet.
CREATE TABLE "notification_mail_marks" (
	"user_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_mail_marks_user_id_group_key_pk" PRIMARY KEY("user_id","group_key")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_mail_marks" ADD CONSTRAINT "notification_mail_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;