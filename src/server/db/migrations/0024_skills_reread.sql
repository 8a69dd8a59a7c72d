-- The taxonomy knows more technologies (Tokio, tidyverse, Azure Service Bus, Feast, KQL, …): every
-- profile text and resume is read again by the indexer at start, as in 0023.
UPDATE applicant_profiles SET text_skill_keys = NULL;--> statement-breakpoint
UPDATE resumes SET recognized_skills = NULL;
