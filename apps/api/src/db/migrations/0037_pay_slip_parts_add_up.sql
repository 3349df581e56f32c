ALTER TABLE "pay_slips" ADD CONSTRAINT "pay_slips_gross_adds_up" CHECK ("pay_slips"."gross_cents" = "pay_slips"."regular_pay_cents" + "pay_slips"."overtime_pay_cents"
        + "pay_slips"."piece_rate_pay_cents" + "pay_slips"."commission_cents" + "pay_slips"."salary_cents" + "pay_slips"."mileage_cents"
        + "pay_slips"."tips_cents" + "pay_slips"."bonus_cents" + "pay_slips"."reimbursement_cents" - "pay_slips"."deduction_cents"
        + "pay_slips"."prior_period_correction_cents");--> statement-breakpoint
ALTER TABLE "pay_slips" ADD CONSTRAINT "pay_slips_earned_adds_up" CHECK ("pay_slips"."earned_cents" = "pay_slips"."gross_cents" - "pay_slips"."prior_period_correction_cents");