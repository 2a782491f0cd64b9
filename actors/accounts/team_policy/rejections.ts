/** The team policy actor refuses nothing: any member may read it and only the owner's route sets it (the gateway checks who). */
export type TeamPolicyRejection = never
