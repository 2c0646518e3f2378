// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
"use strict";
export const s200 = validate20;
const schema31 = {"$id":"answer-200","$ref":"lobby.json#/$defs/Catalogue"};
const schema33 = {"type":"object","required":["providers","games"],"properties":{"providers":{"type":"array","items":{"$ref":"lobby.json#/$defs/Provider"}},"games":{"type":"array","items":{"$ref":"lobby.json#/$defs/Game"}}}};
const schema34 = {"type":"object","required":["code","name","category","logo","active"],"properties":{"code":{"type":"string"},"name":{"type":"string"},"category":{"$ref":"lobby.json#/$defs/GameCategory"},"logo":{"type":"string","format":"uri-reference"},"active":{"type":"boolean"}}};
const schema35 = {"type":"string","enum":["slot","casino","fish","sport"]};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.category === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.logo === undefined){
const err3 = {instancePath,keyword:"required",params:{missingProperty: "logo"},message:"must have required property '"+"logo"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.active === undefined){
const err4 = {instancePath,keyword:"required",params:{missingProperty: "active"},message:"must have required property '"+"active"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err5 = {instancePath:instancePath+"/code",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err6 = {instancePath:instancePath+"/name",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.category !== undefined){
let data2 = data.category;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/category",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data2 === "slot") || (data2 === "casino")) || (data2 === "fish")) || (data2 === "sport"))){
const err8 = {instancePath:instancePath+"/category",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.logo !== undefined){
if(!(typeof data.logo === "string")){
const err9 = {instancePath:instancePath+"/logo",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.active !== undefined){
if(typeof data.active !== "boolean"){
const err10 = {instancePath:instancePath+"/active",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"code":true,"name":true,"category":true,"logo":true,"active":true},"dynamicProps":false,"dynamicItems":false};

const schema36 = {"type":"object","required":["code","name","provider","category","thumbnail","flags","popularity"],"properties":{"code":{"type":"string"},"name":{"type":"string"},"name_th":{"type":"string"},"provider":{"type":"string"},"category":{"$ref":"lobby.json#/$defs/GameCategory"},"thumbnail":{"type":"string","format":"uri-reference"},"flags":{"type":"array","uniqueItems":true,"items":{"type":"string","enum":["new","hot","recommended","maintenance"]}},"popularity":{"type":"integer","minimum":0}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.provider === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.category === undefined){
const err3 = {instancePath,keyword:"required",params:{missingProperty: "category"},message:"must have required property '"+"category"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.thumbnail === undefined){
const err4 = {instancePath,keyword:"required",params:{missingProperty: "thumbnail"},message:"must have required property '"+"thumbnail"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.flags === undefined){
const err5 = {instancePath,keyword:"required",params:{missingProperty: "flags"},message:"must have required property '"+"flags"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.popularity === undefined){
const err6 = {instancePath,keyword:"required",params:{missingProperty: "popularity"},message:"must have required property '"+"popularity"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err7 = {instancePath:instancePath+"/code",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err8 = {instancePath:instancePath+"/name",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name_th !== undefined){
if(typeof data.name_th !== "string"){
const err9 = {instancePath:instancePath+"/name_th",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.provider !== undefined){
if(typeof data.provider !== "string"){
const err10 = {instancePath:instancePath+"/provider",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.category !== undefined){
let data4 = data.category;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/category",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data4 === "slot") || (data4 === "casino")) || (data4 === "fish")) || (data4 === "sport"))){
const err12 = {instancePath:instancePath+"/category",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.thumbnail !== undefined){
if(!(typeof data.thumbnail === "string")){
const err13 = {instancePath:instancePath+"/thumbnail",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.flags !== undefined){
let data6 = data.flags;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 !== "string"){
const err14 = {instancePath:instancePath+"/flags/" + i0,keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((((data7 === "new") || (data7 === "hot")) || (data7 === "recommended")) || (data7 === "maintenance"))){
const err15 = {instancePath:instancePath+"/flags/" + i0,keyword:"enum",params:{allowedValues: schema36.properties.flags.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
let i1 = data6.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data6[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err16 = {instancePath:instancePath+"/flags",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err17 = {instancePath:instancePath+"/flags",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.popularity !== undefined){
let data8 = data.popularity;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err18 = {instancePath:instancePath+"/popularity",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/popularity",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
}
else {
const err20 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"code":true,"name":true,"name_th":true,"provider":true,"category":true,"thumbnail":true,"flags":true,"popularity":true},"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.providers === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "providers"},message:"must have required property '"+"providers"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.games === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "games"},message:"must have required property '"+"games"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.providers !== undefined){
let data0 = data.providers;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data0[i0], {instancePath:instancePath+"/providers/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath:instancePath+"/providers",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.games !== undefined){
let data2 = data.games;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate25(data2[i1], {instancePath:instancePath+"/games/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/games",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"providers":true,"games":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-200" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"providers":true,"games":true},"dynamicProps":false,"dynamicItems":false};

export const s5XX = validate28;
const schema38 = {"$id":"answer-5XX","$ref":"lobby.json#/$defs/ErrorBody"};
const schema39 = {"type":"object","properties":{"message":{"type":"string"},"error":{"type":"string"},"errors":{"type":"object","additionalProperties":{"oneOf":[{"type":"array","items":{"type":"string"}},{"type":"string"}]}}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-5XX" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err0 = {instancePath:instancePath+"/message",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err1 = {instancePath:instancePath+"/error",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.errors !== undefined){
let data2 = data.errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key0 in data2){
let data3 = data2[key0];
const _errs10 = errors;
let valid3 = false;
let passing0 = null;
const _errs11 = errors;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err2 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs15 = errors;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err5 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/errors",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"message":true,"error":true,"errors":true},"dynamicProps":false,"dynamicItems":false};

export const declared = ["200","5XX"];
