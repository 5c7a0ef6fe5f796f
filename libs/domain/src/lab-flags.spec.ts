import {
  INNOVATION_LAB_FLAGS,
  INNOVATION_LAB_GROUPS,
  INNOVATION_LAB_OWN_FLAGS,
  PARALLEL_LAB_FLAGS,
  PARALLEL_LAB_GROUPS,
  VERIFICATION_LAB_FLAGS,
  flagIsSet,
  labFlagLabel,
  setFlags,
} from './lab-flags.js';

/** Seed 000 §3, in the seed's order. */
const SEED_PARALLEL =
  'liquidChromatography, gasChromatography, lonChromatography, gasChromatographySpectrometry, liquidChromatographySpectrometry, highResolutionSpectrometry, ultravioletSpectrum, infraredSpectrum, plasmaEmissionSpectrum, xrayDiffraction, ramanSpectra, flowCytometry, polymeraseChainReactor, gelImagingSystem, microbiologyLaboratory, automaticDissolutionTester, laserParticleSizer, capillaryElectrophoresisApparatus, electronicSolDetector, attenuationSealingTester, caseUltra, instrumentsEquipmentVerification, computerizedSystemVerification, cleaningDisinfection, cleaningVerification, utilityVerification, bioSafetyTesting, instrumentManagement, laboratoryRelocation'.split(
    ', ',
  );
const SEED_INNOVATION =
  'pk, pd, ada, nab, bioMarkers, compoundTest, peptideAminoAcidAnalysis, impurityIdentification, massSpectrometryStudy, activeIngredients, drugDetection, residuesDetection, individualizedMedication, steroidHormones, hormoneDetection, diseaseDiagnosis, geneticMetabolicDisease, methodologyDevelopment, methodologyValidation, plasmaStabilityAnalysis, biologicalMetabolicStability, apoptosisDetection, migrationInvasionAnalysis, photoAnalysis, rnaVaccine, evaluationVitro, cellKillingAnalysis, analysisGeneTherapy'.split(
    ', ',
  );

describe('laboratory flags', () => {
  it('given the parallel tree, when flattened, then it holds exactly the seed 29 flags in six groups', () => {
    expect(PARALLEL_LAB_FLAGS).toHaveLength(29);
    expect([...PARALLEL_LAB_FLAGS].sort()).toEqual([...SEED_PARALLEL].sort());
    expect(PARALLEL_LAB_GROUPS).toHaveLength(6);
  });
  it('given the innovation tree, when flattened, then it holds the seed 28 flags plus the shared verification group', () => {
    expect(INNOVATION_LAB_OWN_FLAGS).toEqual(SEED_INNOVATION);
    expect(INNOVATION_LAB_FLAGS).toHaveLength(28 + VERIFICATION_LAB_FLAGS.length);
    expect(INNOVATION_LAB_GROUPS.at(-1)).toBe(PARALLEL_LAB_GROUPS.at(-1));
  });
  it('given every leaf and group, when labelled, then each has a zh-CN label', () => {
    for (const group of [...PARALLEL_LAB_GROUPS, ...INNOVATION_LAB_GROUPS]) {
      expect(group.label).toMatch(/[\u4e00-\u9fff]/);
      for (const leaf of group.flags) expect(leaf.label).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(labFlagLabel('liquidChromatography')).toBe('液相色谱');
    expect(labFlagLabel('unknown')).toBe('unknown');
  });
  it('given legacy flag values, when read, then only true and "true" count as set', () => {
    expect(flagIsSet(true)).toBe(true);
    expect(flagIsSet('true')).toBe(true);
    for (const v of ['false', false, 1, 'TRUE', null, undefined]) expect(flagIsSet(v)).toBe(false);
    expect(setFlags({ pk: 'true', pd: 'false', nab: true }, INNOVATION_LAB_FLAGS)).toEqual(['pk', 'nab']);
    expect(setFlags(undefined, INNOVATION_LAB_FLAGS)).toEqual([]);
  });
});
