// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
"use strict";
export const s200 = validate20;
const schema31 = {"$id":"answer-200","$ref":"lobby.json#/$defs/PendingRequestResponse"};
const schema33 = {"type":"object","required":["success"],"properties":{"success":{"type":"boolean"},"data":{"$ref":"lobby.json#/$defs/PendingRequest"},"msg":{"type":"string"}},"if":{"properties":{"success":{"const":true}}},"then":{"required":["data"],"properties":{"data":{"$ref":"lobby.json#/$defs/PendingRequest"}}}};
const schema34 = {"type":"object","required":["id","type","amount","created_at"],"properties":{"id":{"type":"integer","maximum":9007199254740991},"type":{"type":"string","enum":["deposit","withdraw"]},"amount":{"type":"number"},"created_at":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"},"ref":{"type":["string","null"]},"qr_code":{"type":["string","null"]}}};
const pattern4 = new RegExp("^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$", "");

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success !== undefined){
if(true !== data.success){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data !== undefined){
let data1 = data.data;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err2 = {instancePath:instancePath+"/data",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.type === undefined){
const err3 = {instancePath:instancePath+"/data",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.amount === undefined){
const err4 = {instancePath:instancePath+"/data",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.created_at === undefined){
const err5 = {instancePath:instancePath+"/data",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.id !== undefined){
let data2 = data1.id;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/data/id",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/data/id",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data1.type !== undefined){
let data3 = data1.type;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data3 === "deposit") || (data3 === "withdraw"))){
const err9 = {instancePath:instancePath+"/data/type",keyword:"enum",params:{allowedValues: schema34.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.amount !== undefined){
let data4 = data1.amount;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/data/amount",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.created_at !== undefined){
let data5 = data1.created_at;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err11 = {instancePath:instancePath+"/data/created_at",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/data/created_at",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.ref !== undefined){
let data6 = data1.ref;
if((typeof data6 !== "string") && (data6 !== null)){
const err13 = {instancePath:instancePath+"/data/ref",keyword:"type",params:{type: schema34.properties.ref.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.qr_code !== undefined){
let data7 = data1.qr_code;
if((typeof data7 !== "string") && (data7 !== null)){
const err14 = {instancePath:instancePath+"/data/qr_code",keyword:"type",params:{type: schema34.properties.qr_code.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/data",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.data = true;
props0.success = true;
}
}
if(!valid0){
const err16 = {instancePath,keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success === undefined){
const err17 = {instancePath,keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.success = true;
props0.data = true;
props0.msg = true;
}
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err18 = {instancePath:instancePath+"/success",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.data !== undefined){
let data9 = data.data;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.id === undefined){
const err19 = {instancePath:instancePath+"/data",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data9.type === undefined){
const err20 = {instancePath:instancePath+"/data",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data9.amount === undefined){
const err21 = {instancePath:instancePath+"/data",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data9.created_at === undefined){
const err22 = {instancePath:instancePath+"/data",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data9.id !== undefined){
let data10 = data9.id;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err23 = {instancePath:instancePath+"/data/id",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 9007199254740991 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/data/id",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data9.type !== undefined){
let data11 = data9.type;
if(typeof data11 !== "string"){
const err25 = {instancePath:instancePath+"/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((data11 === "deposit") || (data11 === "withdraw"))){
const err26 = {instancePath:instancePath+"/data/type",keyword:"enum",params:{allowedValues: schema34.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.amount !== undefined){
let data12 = data9.amount;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err27 = {instancePath:instancePath+"/data/amount",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.created_at !== undefined){
let data13 = data9.created_at;
if(typeof data13 === "string"){
if(!pattern4.test(data13)){
const err28 = {instancePath:instancePath+"/data/created_at",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/data/created_at",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.ref !== undefined){
let data14 = data9.ref;
if((typeof data14 !== "string") && (data14 !== null)){
const err30 = {instancePath:instancePath+"/data/ref",keyword:"type",params:{type: schema34.properties.ref.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.qr_code !== undefined){
let data15 = data9.qr_code;
if((typeof data15 !== "string") && (data15 !== null)){
const err31 = {instancePath:instancePath+"/data/qr_code",keyword:"type",params:{type: schema34.properties.qr_code.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/data",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err33 = {instancePath:instancePath+"/msg",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate22.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":true,"dynamicItems":false};


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
else {
var props0 = validate22.evaluated.props;
}
validate20.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const s401 = validate24;
const schema36 = {"$id":"answer-401","$ref":"lobby.json#/$defs/Unauthenticated"};
const schema37 = {"type":"object","required":["message"],"properties":{"message":{"type":"string","enum":["Unauthenticated."]}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-401" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message !== undefined){
let data0 = data.message;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/message",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "Unauthenticated.")){
const err2 = {instancePath:instancePath+"/message",keyword:"enum",params:{allowedValues: schema37.properties.message.enum},message:"must be equal to one of the allowed values"};
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
const err3 = {instancePath,keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"message":true},"dynamicProps":false,"dynamicItems":false};

export const s422 = validate25;
const schema38 = {"$id":"answer-422","$ref":"lobby.json#/$defs/ValidationError"};
const schema39 = {"type":"object","anyOf":[{"required":["errors"]},{"required":["error"]},{"required":["message"]}],"properties":{"message":{"type":"string"},"error":{"type":"string"},"errors":{"type":"object","additionalProperties":{"oneOf":[{"type":"array","items":{"type":"string"}},{"type":"string"}]}}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-422" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.errors === undefined){
const err0 = {instancePath,keyword:"required",params:{missingProperty: "errors"},message:"must have required property '"+"errors"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err1 = {instancePath,keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message === undefined){
const err2 = {instancePath,keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath,keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err4 = {instancePath:instancePath+"/message",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err5 = {instancePath:instancePath+"/error",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.errors !== undefined){
let data2 = data.errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key0 in data2){
let data3 = data2[key0];
const _errs14 = errors;
let valid4 = false;
let passing0 = null;
const _errs15 = errors;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err6 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,keyword:"type",params:{type: "string"},message:"must be string"};
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
const err7 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid1 = _errs15 === errors;
if(_valid1){
valid4 = true;
passing0 = 0;
}
const _errs19 = errors;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs19 === errors;
if(_valid1 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err9 = {instancePath:instancePath+"/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/errors",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"message":true,"error":true,"errors":true},"dynamicProps":false,"dynamicItems":false};

export const s5XX = validate26;
const schema40 = {"$id":"answer-5XX","$ref":"lobby.json#/$defs/ErrorBody"};
const schema41 = {"type":"object","properties":{"message":{"type":"string"},"error":{"type":"string"},"errors":{"type":"object","additionalProperties":{"oneOf":[{"type":"array","items":{"type":"string"}},{"type":"string"}]}}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-5XX" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
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
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"message":true,"error":true,"errors":true},"dynamicProps":false,"dynamicItems":false};

export const declared = ["200","401","422","5XX"];
