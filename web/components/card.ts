/** The white rounded card every dashboard, subscription and admin section sits in. */
export const cardClass = 'rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-6'
