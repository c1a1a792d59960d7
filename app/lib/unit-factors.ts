// Exact conversion factors between the metric and US customary units the tables and forms use.
export const M_PER_FT = 0.3048;
export const MM_PER_IN = 25.4;
/** 1 lb/ft² in kPa. */
export const KPA_PER_PSF = 0.047880259;
/** 1 kg/m² (kgf) in kPa: loads as engineers in Mexico and Guatemala state them. */
export const KPA_PER_KGM2 = 0.00980665;
/** 1 lb/ft (plf) in kN/m. */
export const KN_PER_M_PER_PLF = 0.014593903;
export const MPA_PER_PSI = 0.006894757;
export const KN_PER_KIP = 4.448222;
