/**
 * SLOT: the creator's campaign popup (spec "Campaign popup"; built in the campaigns issue). It is
 * rendered once per creator page so the campaigns work only has to fill this component in: fetch
 * the creator's current campaign (failures ignored), show it if under 2 days old. Renders nothing
 * until then.
 */
export function CampaignPopupSlot(_props: { username: string }) {
  return null
}
